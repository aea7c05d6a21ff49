import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Form, useForm } from 'react-final-form';
import { loginSchema, type LoginInput } from '@backoffice/validation/session';
import { signIn } from '../session/session-actions';
import { TextInput } from './TextInput';
import { submitFailure } from './submit-failure';
import { validateWith } from './validate-with';

const validate = validateWith(loginSchema);

interface Props {
  /** Called after the session is stored (the shell navigates to where the user was going). */
  onSignedIn?: () => void;
  /** What was typed before the app arrived (the shell's pre-rendered /login); kept as the form's values. */
  initialValues?: LoginInput;
  /** The field that takes the focus on mount (default: Email). */
  focus?: keyof LoginInput;
  /** Submit at once on mount: Login was pressed before the app arrived. */
  submitOnMount?: boolean;
}

/** Submits the form once, after its fields have mounted. */
function SubmitOnMount() {
  const form = useForm();
  useEffect(() => {
    void form.submit();
  }, [form]);
  return null;
}

/**
 * Email + password, validated with the shared schema; "Login" submits to v1/auth/login. A failure is shown
 * by the client's toast (spec 1 §8) and on the form itself: the fields the server marks, or else an error line
 * ("Invalid email or password") that stays until the user edits; the form is re-enabled.
 */
export function LoginForm({ onSignedIn, initialValues, focus = 'email', submitOnMount = false }: Props) {
  const submit = async (values: LoginInput) => {
    try {
      await signIn({ email: values.email.trim().toLowerCase(), password: values.password });
    } catch (error) {
      const errors = submitFailure(error);
      // Field errors speak for themselves on their fields; otherwise the form's own line says what went wrong.
      return 'email' in errors || 'password' in errors ? { email: errors.email, password: errors.password } : errors;
    }
    onSignedIn?.();
    return undefined;
  };
  return (
    <Form<LoginInput> onSubmit={submit} validate={validate} initialValues={initialValues} subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label="Login">
          <TextInput name="email" label="Email" type="email" autoComplete="username" autoFocus={focus === 'email'} disabled={submitting} />
          <TextInput name="password" label="Password" type="password" autoComplete="current-password" autoFocus={focus === 'password'} disabled={submitting} />
          {submitOnMount && <SubmitOnMount />}
          {typeof submitError === 'string' && !dirtySinceLastSubmit && !submitting && (
            <Alert severity="error" role="alert">
              {submitError}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            Login
          </Button>
        </Box>
      )}
    </Form>
  );
}
