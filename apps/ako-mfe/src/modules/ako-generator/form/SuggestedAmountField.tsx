import CalculateIcon from '@mui/icons-material/Calculate';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AkoCouponInput } from '@backoffice/validation';
import { useEffect, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { formatZloty } from '../image/format';
import { FormField } from './FormField';
import { amountText } from './form-values';

export interface SuggestedAmountFieldProps {
  name: 'winnings' | 'akoBonus';
  label: string;
  /** How the suggestion is computed, in words ("stake × course + AKO bonus"). */
  formula: string;
  suggest: (values: AkoCouponInput) => number | undefined;
}

/**
 * An amount the form offers from the other fields (staff used to compute it by hand). It follows the
 * suggestion until staff type their own value; the calculator button goes back to the suggestion.
 */
export function SuggestedAmountField({ name, label, formula, suggest }: SuggestedAmountFieldProps) {
  const form = useForm<AkoCouponInput>();
  const { values } = useFormState<AkoCouponInput>({ subscription: { values: true } });
  const [follows, setFollows] = useState(true);
  const suggestion = suggest(values);
  const suggestionText = suggestion === undefined ? undefined : amountText(suggestion);
  const current = values[name];

  useEffect(() => {
    if (follows && suggestionText !== undefined && current !== suggestionText) form.change(name, suggestionText);
  }, [follows, suggestionText, current, form, name]);

  const differs = suggestionText !== undefined && current !== suggestionText;
  // "Use suggested winnings", "Use suggested AKO bonus": acronyms keep their capitals.
  const noun = /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
  const useLabel = `Use suggested ${noun}`;
  return (
    <FormField
      numeric
      name={name}
      label={label}
      unit="zł"
      onUserChange={() => setFollows(false)}
      helperText={suggestion === undefined ? `Offered as ${formula}` : `Suggested: ${formatZloty(suggestion)} (${formula})`}
      action={
        differs ? (
          <Tooltip title={useLabel}>
            <IconButton aria-label={useLabel} size="small" edge="end" onClick={() => setFollows(true)} sx={{ mr: 0.5 }}>
              <CalculateIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    />
  );
}
