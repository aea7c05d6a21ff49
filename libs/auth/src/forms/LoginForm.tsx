import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { loginSchema, type LoginInput } from '@backoffice/validation';
import { signIn } from '../session/session-actions';
import { TextInput } from './TextInput';
import { submitFailure } from './submit-failure';
import { validateWith } from './validate-with';

const validate = validateWith(loginSchema);

interface Props {
  /** Called after the session is stored (the shell navigates to where the user was going). */
  onSignedIn?: () => void;
}

/**
 * Email + password, validated with the shared schema; "Login" submits to v1/auth/login. A failure is shown
 * by the client's toast (spec 1 §8) and on the form itself: the fields the server marks, or else an error line
 * ("Invalid email or password") that stays until the user edits; the form is re-enabled.
 */
export function LoginForm({ onSignedIn }: Props) {
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
    <Form<LoginInput> onSubmit={submit} validate={validate} subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label="Login">
          <TextInput name="email" label="Email" type="email" autoComplete="username" autoFocus disabled={submitting} />
          <TextInput name="password" label="Password" type="password" autoComplete="current-password" disabled={submitting} />
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
