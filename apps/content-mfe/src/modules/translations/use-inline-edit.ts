// One row of the list edited in place: its three values as a draft, checked with the module's update schema before
// it is sent with the version the row was loaded with; Enter saves, Escape cancels (spec: inline edit).
import { useState } from 'react';
import * as v from 'valibot';
import { isApiError } from '@backoffice/api';
import { issuesToErrorMessages, CONTENT_LANGUAGES, type ErrorMessages } from '@backoffice/validation';
import { appTranslationUpdateSchema, valueField, type AppTranslation } from '@backoffice/modules-content';
import { translations } from './api';

export type DraftValues = Record<'pl_value' | 'en_value' | 'uk_value', string>;

export interface InlineDraft {
  id: number;
  version: number;
  values: DraftValues;
  errors: ErrorMessages;
}

const valuesOf = (row: AppTranslation): DraftValues =>
  Object.fromEntries(CONTENT_LANGUAGES.map((language) => [valueField(language), row[valueField(language)] ?? ''])) as DraftValues;

export function useInlineEdit() {
  const [draft, setDraft] = useState<InlineDraft | null>(null);
  const update = translations.useUpdate();

  const start = (row: AppTranslation) => setDraft({ id: row.id, version: row.version, values: valuesOf(row), errors: {} });
  const cancel = () => setDraft(null);
  const change = (field: keyof DraftValues, value: string) => setDraft((d) => (d ? { ...d, values: { ...d.values, [field]: value }, errors: { ...d.errors, [field]: [] } } : d));

  async function save() {
    if (!draft || update.isPending) return;
    const parsed = v.safeParse(appTranslationUpdateSchema, draft.values);
    if (!parsed.success) return setDraft({ ...draft, errors: issuesToErrorMessages(parsed.issues) });
    try {
      await update.mutateAsync({ id: draft.id, values: parsed.output, version: draft.version });
      setDraft(null);
    } catch (error) {
      // A 409 (someone saved first) was told by a toast; the draft stays so the text typed is not lost.
      if (isApiError(error) && error.errorMessages) setDraft({ ...draft, errors: error.errorMessages });
    }
  }

  return { draft, start, cancel, change, save, saving: update.isPending };
}
