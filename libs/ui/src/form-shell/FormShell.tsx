import { useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import arrayMutators from 'final-form-arrays';
import type { FormApi } from 'final-form';
import { Form, type FormRenderProps } from 'react-final-form';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { FieldLabelContext, FormModeContext, isReadOnlyMode, submitFailure, type FormMode } from '@backoffice/auth';
import { isConflict } from '@backoffice/api';
import { fieldLabel, schemaFields, toFinalFormValidate } from '@backoffice/validation';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { withCleared } from './cleared-fields';
import { sameValues } from '@backoffice/validation';
import type { FormFeatures, FormSlotProps } from '../kit-extensions/kit-extensions';
import { FormSlot } from '../kit-extensions/use-kit-extensions';
import { UNSAVED_CHANGES_TEXT, useUnsavedChanges } from './use-unsaved-changes';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The heading of a record shown read-only after "View" on a soft lock: "Edit Landing Page #13" → "View Landing Page #13". */
const viewingTitle = (title: string): string => `View ${title.replace(/^(Edit|Update)\s+/, '')}`;

/** Read-only fields look it: a filled, dashed field instead of an editable outline (the text stays full contrast). */
const READ_ONLY_FIELDS = {
  '& .MuiInputBase-root.MuiInputBase-readOnly': { bgcolor: 'action.hover' },
  '& .MuiInputBase-readOnly .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
} as const;
type Values = Record<string, unknown>;

/** The form's own props, and what features hand it (FormFeatures: useEntityForm fills them; the slots show them). */
export interface FormShellProps<TSchema extends AnySchema> extends Partial<FormFeatures> {
  /** The entity's valibot schema: validates on change and blur; its parsed output is what onSubmit gets. */
  schema: TSchema;
  mode: FormMode;
  initialValues?: Partial<v.InferInput<TSchema>>;
  title?: ReactNode;
  /** Saves; throw (reject) to keep the form as typed and show the error. */
  onSubmit?: (values: v.InferOutput<TSchema>) => Promise<unknown> | unknown;
  /** After a successful save, go here (e.g. '..' back to the list after create). */
  successTo?: string;
  /** Where Cancel goes (default: the list, one route up). */
  cancelTo?: string;
  showCancel?: boolean;
  showSubmit?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** After a 409: reload the colleague's version (the typed values stay: keepDirtyOnReinitialize). */
  onReload?: () => unknown;
  /** Ask before leaving with unsaved changes (default on in add/edit/clone). */
  confirmLeave?: boolean;
  children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
}

/** Values a form's schema refuses, given to saveValues: the message is the first issue's. */
export class InvalidValues extends Error {}

/**
 * The generic entity form: schema validation with the spec's messages, modes
 * view/add/edit/clone/preview (view and preview are read-only, no Submit), Submit with a spinner and disabled
 * while saving, an error line, server field errors on their fields, a 409 offer to reload, and a prompt before
 * leaving unsaved changes.
 */
export function FormShell<TSchema extends AnySchema>(props: FormShellProps<TSchema>) {
  const { schema } = props;
  // "View" on a record someone is editing shows it read-only until "Edit anyway".
  const [viewing, setViewing] = useState(false);
  const mode: FormMode = viewing ? 'view' : props.mode;
  const readOnly = isReadOnlyMode(mode);
  const title = viewing && typeof props.title === 'string' ? viewingTitle(props.title) : props.title;
  const validateFields = useMemo(() => toFinalFormValidate(schema), [schema]);
  // Fields without a `label` prop show the one the schema declares: one spelling for form, history and diff.
  const labelOf = useMemo(() => (name: string) => fieldLabel(schema, name), [schema]);
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const saved = useRef(false);
  const formApi = useRef<FormApi<Values> | null>(null);
  // Read when the user leaves: changed by content, not by final-form's identity check on array fields.
  const unsaved = () => {
    const state = formApi.current?.getState();
    return Boolean(state?.dirty) && !sameValues(schemaFields(schema, state?.values ?? {}), schemaFields(schema, state?.initialValues ?? {}));
  };
  const prompt = useUnsavedChanges(() => (props.confirmLeave ?? !readOnly) && !saved.current && unsaved());

  /** On edit, what the user emptied is sent as null so the save empties it (see withCleared). */
  const cleared = (parsed: v.InferOutput<TSchema>): v.InferOutput<TSchema> => {
    const loaded = formApi.current?.getState().initialValues;
    if (mode !== 'edit' || !loaded || typeof parsed !== 'object' || parsed === null) return parsed;
    return withCleared(parsed as Record<string, unknown>, schemaFields(schema, loaded)) as v.InferOutput<TSchema>;
  };

  const submit = async (values: Values) => {
    if (readOnly || !props.onSubmit) return undefined;
    saved.current = true;
    try {
      await props.onSubmit(cleared(v.parse(schema, schemaFields(schema, values))));
      setConflict(false);
      if (props.successTo) navigate(props.successTo);
      return undefined;
    } catch (error) {
      saved.current = false;
      setConflict(isConflict(error));
      return submitFailure(error);
    }
  };

  // Whole values saved through the form's own save (a feature's, e.g. restoring a version from the history):
  // checked by the schema, sent with the loaded version (409 when a colleague saved since).
  const onSubmit = props.onSubmit;
  const saveValues =
    onSubmit && !readOnly
      ? async (values: Values) => {
          const parsed = v.safeParse(schema, schemaFields(schema, values));
          if (!parsed.success) throw new InvalidValues(parsed.issues[0].message);
          await onSubmit(cleared(parsed.output as v.InferOutput<TSchema>));
        }
      : undefined;
  const submits = props.showSubmit ?? true;
  const slot: FormSlotProps = { schema: schema as FormSlotProps['schema'], mode, openedMode: props.mode, readOnly, submits, viewing, onViewing: setViewing, features: props, saveValues };

  return (
    <FormModeContext.Provider value={mode}>
      <FieldLabelContext.Provider value={labelOf}>
        <Form<Values>
          onSubmit={submit}
          validate={readOnly ? undefined : (values) => validateFields(schemaFields(schema, values))}
          initialValues={props.initialValues as Values | undefined}
          keepDirtyOnReinitialize
          mutators={{ ...arrayMutators }}
          subscription={{ submitting: true, submitError: true, dirty: true, dirtySinceLastSubmit: true, submitSucceeded: true }}
          render={(form) => {
            formApi.current = form.form;
            if (form.dirtySinceLastSubmit) saved.current = false;
            return (
              <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, ...(readOnly ? READ_ONLY_FIELDS : {}) }} aria-label={typeof title === 'string' ? title : undefined}>
                {title && <Typography variant="h1">{title}</Typography>}
                <FormSlot slot="FormBanner" {...slot} />
                {typeof props.children === 'function' ? props.children(form) : props.children}
                {form.submitError && !form.dirtySinceLastSubmit && !(conflict && props.onReload) && (
                  <Alert severity="error" role="alert">
                    {String(form.submitError)}
                  </Alert>
                )}
                {/* Sticky: Cancel and Submit stay in reach on a long form (the toasts sit above this bar). */}
                <Box
                  role="group"
                  aria-label="Form actions"
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', position: 'sticky', bottom: 0, zIndex: 2, py: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
                >
                  {/* A 409 and its Reload sit in the bar: the toasts stay above it, so they never cover Reload. */}
                  {conflict && props.onReload && (form.submitError || form.dirtySinceLastSubmit) && (
                    <Alert
                      severity={form.dirtySinceLastSubmit ? 'warning' : 'error'}
                      role={form.dirtySinceLastSubmit ? undefined : 'alert'}
                      sx={{ flex: '1 1 260px', py: 0 }}
                      action={<Button color="inherit" size="small" onClick={() => props.onReload?.()}>Reload</Button>}
                    >
                      {form.dirtySinceLastSubmit ? 'This record was changed by someone else. Reload their version before saving.' : String(form.submitError)}
                    </Alert>
                  )}
                  {(props.showCancel ?? true) && (
                    <Button onClick={() => navigate(props.cancelTo ?? '..')} disabled={form.submitting}>
                      {props.cancelLabel ?? 'Cancel'}
                    </Button>
                  )}
                  <FormSlot slot="FormAction" {...slot} />
                  {submits && !readOnly && (
                    <Button
                      type="submit"
                      variant="contained"
                      disabled={form.submitting}
                      startIcon={form.submitting ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
                    >
                      {props.submitLabel ?? 'Submit'}
                    </Button>
                  )}
                </Box>
              </Box>
            );
          }}
        />
        <FormSlot slot="FormAfter" {...slot} />
        <ConfirmDialog open={prompt.pending} title="Unsaved changes" text={UNSAVED_CHANGES_TEXT} onConfirm={prompt.leave} onCancel={prompt.stay} />
      </FieldLabelContext.Provider>
    </FormModeContext.Provider>
  );
}
