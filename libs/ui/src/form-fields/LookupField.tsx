import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useField } from 'react-final-form';
import { SHOWN_FIELD_STATE, shownError, useFormReadOnly } from '@backoffice/auth';

export interface LookupOption {
  value: number | string;
  label: string;
}

export interface LookupFieldProps {
  name: string;
  label: string;
  /** Cache key of the lookup's source (e.g. ['sportsbook', 'games', eventId]); the typed text is added to it. */
  queryKey: readonly unknown[];
  /** The options for what was typed ('' for the first ones), from the server. */
  load: (search: string, signal: AbortSignal) => Promise<LookupOption[]>;
  /** Wait after the last keystroke before asking (the spec: 500 ms for games). */
  debounceMs?: number;
  /** Runs when the user picks an option (or clears it), e.g. to reset the pickers that depend on it. */
  onPicked?: (option: LookupOption | null) => void;
  /** Shown for a stored value the options do not hold (e.g. an event that has passed). */
  fallbackLabel?: (value: number | string) => string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A form field whose value is picked from a server lookup: typing asks `load` after `debounceMs`, the answer is the
 * option list, the field stores the picked option's value (an id). Read-only in view modes.
 *   <LookupField name="gameId" label="Game" queryKey={['games', eventId]} load={(s, signal) => findGames(eventId, s, signal)} debounceMs={500} />
 */
export function LookupField({ name, label, queryKey, load, debounceMs = 500, onPicked, fallbackLabel, required, disabled, helperText }: LookupFieldProps) {
  const { input, meta } = useField<number | string | ''>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const error = shownError(meta);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<LookupOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);
  const query = useQuery({
    queryKey: [...queryKey, 'lookup', search],
    queryFn: ({ signal }) => load(search, signal),
    enabled: !disabled && !readOnly,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = query.data ?? [];
  const value = input.value === '' || input.value === undefined || input.value === null ? null : input.value;
  const selected =
    value === null
      ? null
      : (options.find((o) => o.value === value) ?? (picked?.value === value ? picked : { value, label: fallbackLabel ? fallbackLabel(value) : `#${value}` }));
  return (
    <Autocomplete<LookupOption>
      options={options}
      value={selected}
      // The server filters; the list shows what it answered for the typed text.
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      loading={query.isFetching}
      disabled={disabled}
      readOnly={readOnly}
      onInputChange={(_event, typed, reason) => setText(reason === 'input' ? typed : '')}
      onChange={(_event, option) => {
        setPicked(option);
        input.onChange(option ? option.value : '');
        onPicked?.(option);
      }}
      onBlur={() => input.onBlur()}
      renderInput={(params) => <TextField {...params} name={input.name} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}
