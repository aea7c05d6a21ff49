import type { ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_TIME_FORMAT } from '@backoffice/validation';

/** Minute steps the forms use: 15 for landing pages, 30 for bet match, daily challenge and the rest. */
export type MinuteStep = 15 | 30;

export interface DateTimeInputProps {
  label: string;
  /** ISO date-time, or null when empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  minuteStep?: MinuteStep;
  /** Earliest day; default today. Pass null to allow any date (e.g. filters over the past). */
  minDate?: string | null;
  /** Earliest moment, when the day alone is not enough ("not before now"). */
  minDateTime?: string;
  maxDateTime?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
}

const toDayjs = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

/**
 * A date-time picker in the one staff format (DD.MM.YYYY HH:mm, 24 h; en-gb for month names and Monday first), minutes in 15 or 30 steps, not before
 * today unless told otherwise. Values travel as ISO strings so forms and the API never see dayjs objects.
 */
export function DateTimeInput({ minuteStep = 30, minDate, ...props }: DateTimeInputProps) {
  const earliest = minDate === null ? undefined : toDayjs(minDate) ?? dayjs().startOf('day');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DateTimePicker
        label={props.label}
        value={toDayjs(props.value)}
        onChange={(next) => props.onChange(next && next.isValid() ? next.toISOString() : null)}
        onClose={props.onBlur}
        ampm={false}
        format={DATE_TIME_FORMAT}
        timeSteps={{ minutes: minuteStep }}
        minDate={earliest}
        minDateTime={toDayjs(props.minDateTime) ?? undefined}
        maxDateTime={toDayjs(props.maxDateTime) ?? undefined}
        disabled={props.disabled}
        readOnly={props.readOnly}
        name={props.name}
        slotProps={{
          textField: {
            required: props.required,
            error: props.error,
            helperText: props.helperText,
            onBlur: props.onBlur,
            fullWidth: true,
            size: 'small',
          },
        }}
      />
    </LocalizationProvider>
  );
}
