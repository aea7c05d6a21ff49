import Box from '@mui/material/Box';
import { http } from '@backoffice/api';
import { TextInput } from '@backoffice/auth';
import { forgotPasswordSchema } from '@backoffice/validation';
import { PublicForm } from './PublicForm';
import { PublicFrame } from './PublicFrame';

/** /forget-password: POST v1/password/forgot, then back to /login. A failure only re-enables the form. */
export function ForgetPasswordPage() {
  return (
    <PublicFrame title="Forgot password">
      <Box component="p" sx={{ color: 'text.secondary', mt: 0, mb: 2 }}>
        Enter the email of your account and we will send you a link to reset the password.
      </Box>
      <PublicForm label="Forgot password" submitLabel="Send reset link" schema={forgotPasswordSchema} send={(values) => http.post('password/forgot', { email: values.email.trim().toLowerCase() })}>
        {(submitting) => <TextInput name="email" label="Email" type="email" autoComplete="username" autoFocus disabled={submitting} />}
      </PublicForm>
    </PublicFrame>
  );
}
