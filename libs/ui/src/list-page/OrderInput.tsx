import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';

export interface OrderInputProps {
  value: number;
  /** Highest order the list allows (the spec: the number of entries); the lowest is 1. */
  max: number;
  /** Names the input: "Sort order of Legia – Lech". */
  label: string;
  /** Saves a new order; the input shows the stored value again when it fails. */
  onCommit: (order: number) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/**
 * A row's sort order edited in the list (min 1, max the number of entries in the list): saved on Enter or when the
 * input loses focus, only when changed and within the bounds; out of bounds shows the range and saves nothing.
 */
export function OrderInput({ value, max, label, onCommit, disabled }: OrderInputProps) {
  const [text, setText] = useState(String(value));
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(String(value)), [value]);
  const order = Number(text);
  // Only what the user typed is checked: a stored order past this tab's count (orders run over every tab) is as is.
  const valid = order === value || (Number.isInteger(order) && order >= 1 && order <= Math.max(1, max));
  const commit = async () => {
    if (!valid || order === value) {
      setText(String(value));
      return;
    }
    setBusy(true);
    try {
      await onCommit(order);
    } catch {
      setText(String(value));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      type="number"
      size="small"
      value={text}
      error={!valid}
      title={valid ? undefined : `1 – ${Math.max(1, max)}`}
      disabled={disabled || busy}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        if (event.key === 'Escape') setText(String(value));
      }}
      slotProps={{ htmlInput: { min: 1, max: Math.max(1, max, value), 'aria-label': label, inputMode: 'numeric' } }}
      sx={{ width: 88 }}
    />
  );
}
