import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { findSportCategory, SPORT_CATEGORIES, type SportCategory } from '@backoffice/validation';
import { useField } from 'react-final-form';

/** "Żużel" is found by "zuzel" too: staff do not always type Polish letters. */
export function foldPolish(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
}

const filter = createFilterOptions<SportCategory>({ stringify: (c) => `${foldPolish(c.name)} ${c.id}` });

/** The searchable sport category picker; the form keeps the category id. */
export function CategoryPicker() {
  const { input, meta } = useField<number | null | undefined>('categoryId');
  const error = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
  return (
    <Autocomplete
      options={SPORT_CATEGORIES}
      value={findSportCategory(input.value) ?? null}
      onChange={(_event, category) => input.onChange(category?.id ?? null)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options, state) => filter(options, { ...state, inputValue: foldPolish(state.inputValue) })}
      renderOption={({ key, ...props }, c) => (
        <li key={key} {...props}>
          {c.name}
          <span style={{ marginLeft: 'auto', opacity: 0.6, paddingLeft: 16 }}>#{c.id}</span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Sport category" required error={Boolean(error)} helperText={error} />}
    />
  );
}
