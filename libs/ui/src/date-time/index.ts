// Separate entry point: date pickers stay off pages that do not use them.
export { DateTimeInput, type DateTimeInputProps, type MinuteStep } from './DateTimeInput';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { DateInput, type DateInputProps } from './DateInput';
