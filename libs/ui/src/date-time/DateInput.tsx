import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_FORMAT, isIsoDay } from '@backoffice/validation';

export interface DateInputProps {
  label: string;
  /** A day as YYYY-MM-DD, or '' when empty. */
  value: string;
  /** A whole day (YYYY-MM-DD) or '' when cleared or not yet a real day. */
  onChange: (value: string) => void;
  width?: number;
}

/**
 * A day field for filters in the one staff format (DD.MM.YYYY), whatever the browser's language: a native
 * `type="date"` field writes the day the browser's way (mm/dd/yyyy in an English-US Chromium).
 */
export function DateInput({ label, value, onChange, width = 170 }: DateInputProps) {
  const day = value && isIsoDay(value) ? dayjs(value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DatePicker
        label={label}
        value={day}
        format={DATE_FORMAT}
        onChange={(next) => onChange(next && next.isValid() ? next.format('YYYY-MM-DD') : '')}
        slotProps={{ textField: { size: 'small', sx: { width } }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
