import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'react-final-form';
import { useFieldLabel, useFormReadOnly } from '@backoffice/auth';

export interface SwitchInputProps {
  name: string;
  /** Left out in a FormShell, the label its schema declares for `name`. */
  label?: string;
  disabled?: boolean;
  /** A line under the switch, e.g. why it is disabled for this user. */
  helperText?: ReactNode;
}

/** An on/off flag of a FormShell (isActive, sendToAll …). */
export function SwitchInput({ name, label: givenLabel, disabled, helperText }: SwitchInputProps) {
  const label = useFieldLabel(name, givenLabel);
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  const readOnly = useFormReadOnly();
  const helpId = useId();
  const control = (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          disabled={disabled || readOnly}
          slotProps={helperText ? { input: { 'aria-describedby': helpId } } : undefined}
        />
      }
    />
  );
  if (!helperText) return control;
  return (
    <Box>
      {control}
      <FormHelperText id={helpId} sx={{ mt: -0.5 }}>
        {helperText}
      </FormHelperText>
    </Box>
  );
}
