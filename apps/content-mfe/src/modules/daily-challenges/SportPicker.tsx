import { useForm } from 'react-final-form';
import { LookupField, type LookupOption } from '@backoffice/ui';
import { findSportCategory, SPORT_CATEGORIES } from '@backoffice/validation';

const OPTIONS: LookupOption[] = SPORT_CATEGORIES.map((s) => ({ value: s.id, label: `${s.name} (${s.id})` }));
const find = async (search: string) => {
  const text = search.trim().toLowerCase();
  return text ? OPTIONS.filter((o) => o.label.toLowerCase().includes(text)) : OPTIONS;
};

/** The sport from the built-in list (Polish name + sport id), searchable; picking it fills the sport name. */
export function SportPicker() {
  const form = useForm();
  return (
    <LookupField
      name="sportCategory"
      label="Sport"
      required
      queryKey={['sports']}
      load={find}
      debounceMs={0}
      fallbackLabel={(id) => `Sport ${id}`}
      onPicked={(option) => form.change('sportName', option ? (findSportCategory(Number(option.value))?.name ?? '') : '')}
    />
  );
}
