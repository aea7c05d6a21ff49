import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import type * as v from 'valibot';
import { validateWith } from '@backoffice/auth';
import { TextLink } from './TextLink';

interface PublicFormProps<S extends v.GenericSchema, T = v.InferOutput<S>> {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** What the fields must be (the schema the server checks too). */
  schema: S;
  /** The request; when it succeeds the user goes to /login. A failure (the client's toast told them) re-enables the form. */
  send: (values: T) => Promise<unknown>;
  children: (submitting: boolean) => ReactNode;
}

/** A signed-out page's form (forgot / reset password): its fields, the submit button, then the way back to login. */
export function PublicForm<S extends v.GenericSchema>({ label, submitLabel, schema, send, children }: PublicFormProps<S>) {
  type T = v.InferOutput<S> & object;
  const navigate = useNavigate();
  const validate = useMemo(() => validateWith(schema), [schema]);
  const submit = async (values: T) => {
    try {
      await send(values);
      navigate('/login', { replace: true });
    } catch {
      // The client's toast already told the user; the form is simply usable again.
    }
  };
  return (
    <>
      <Form<T> onSubmit={submit} validate={validate} subscription={{ submitting: true }}>
        {({ handleSubmit, submitting }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label={label}>
            {children(Boolean(submitting))}
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitLabel}
            </Button>
          </Box>
        )}
      </Form>
      <Box sx={{ mt: 2 }}>
        <TextLink to="/login">Back to login</TextLink>
      </Box>
    </>
  );
}
