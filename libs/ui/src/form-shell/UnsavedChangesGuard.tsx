import { useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { sameValues } from '@backoffice/validation';
import { UNSAVED_CHANGES_TEXT, useUnsavedChanges } from './use-unsaved-changes';

/**
 * Put inside any react-final-form `<Form>` that is not a FormShell: while the form has unsaved changes, leaving
 * (a link, the menu, Cancel, the browser's Back, reload or close) asks first. A save in flight may leave freely.
 * @example <Form onSubmit={save}>{({ handleSubmit }) => <form onSubmit={handleSubmit}><UnsavedChangesGuard />…</form>}</Form>
 */
export function UnsavedChangesGuard({ when = true }: { when?: boolean }) {
  const state = useFormState({ subscription: { dirty: true, submitting: true, submitSucceeded: true, dirtySinceLastSubmit: true } });
  const form = useForm();
  const latest = useRef(state);
  latest.current = state;
  const prompt = useUnsavedChanges(() => {
    const { dirty, submitting, submitSucceeded, dirtySinceLastSubmit } = latest.current;
    const saved = submitSucceeded && !dirtySinceLastSubmit;
    const { values, initialValues } = form.getState();
    return Boolean(when && dirty && !submitting && !saved) && !sameValues(values, initialValues ?? {});
  });
  return <ConfirmDialog open={prompt.pending} title="Unsaved changes" text={UNSAVED_CHANGES_TEXT} onConfirm={prompt.leave} onCancel={prompt.stay} />;
}
