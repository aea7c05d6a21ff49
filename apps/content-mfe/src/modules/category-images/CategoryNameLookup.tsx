import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useFormReadOnly } from '@backoffice/ui';
import { CATEGORY_LOOKUP_DEBOUNCE_MS } from '@backoffice/validation';
import { useCategoryName } from './api';

const asId = (value: unknown) => {
  const id = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
};

/**
 * Fills `categoryName` from the sportsbook 999 ms after the category id stops changing. Only an id the
 * user typed is looked up; a failed lookup leaves the name as it is, without a message.
 */
export function CategoryNameLookup() {
  const form = useForm();
  const readOnly = useFormReadOnly();
  const { input, meta } = useField('categoryId', { subscription: { value: true, dirty: true } });
  const typed = !readOnly && meta.dirty ? asId(input.value) : undefined;
  const [settled, setSettled] = useState<number | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), CATEGORY_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data } = useCategoryName(settled !== undefined && settled === typed ? settled : undefined);
  useEffect(() => {
    if (data && data.categoryId === asId(form.getState().values.categoryId)) form.change('categoryName', data.categoryName);
  }, [data, form]);
  return null;
}
