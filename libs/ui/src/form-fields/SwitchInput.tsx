import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useField } from 'react-final-form';
import { useFormReadOnly } from '@backoffice/auth';

export interface SwitchInputProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/** An on/off flag of a FormShell (isActive, sendToAll …). */
export function SwitchInput({ name, label, disabled }: SwitchInputProps) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  const readOnly = useFormReadOnly();
  return (
    <FormControlLabel
      label={label}
      control={<Switch name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} disabled={disabled || readOnly} />}
    />
  );
}
