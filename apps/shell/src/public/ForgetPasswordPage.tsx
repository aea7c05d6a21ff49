import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { http } from '@backoffice/api';
import { TextInput, validateWith } from '@backoffice/auth';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@backoffice/validation';
import { PublicFrame } from './PublicFrame';
import { TextLink } from './TextLink';

const validate = validateWith(forgotPasswordSchema);

/** /forget-password: POST v1/password/forgot, then back to /login. A failure only re-enables the form. */
export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const submit = async (values: ForgotPasswordInput) => {
    try {
      await http.post('password/forgot', { email: values.email.trim().toLowerCase() });
      navigate('/login', { replace: true });
    } catch {
      // The client's toast already told the user; the form is simply usable again.
    }
  };
  return (
    <PublicFrame title="Forgot password">
      <Box component="p" sx={{ color: 'text.secondary', mt: 0, mb: 2 }}>
        Enter the email of your account and we will send you a link to reset the password.
      </Box>
      <Form<ForgotPasswordInput> onSubmit={submit} validate={validate} subscription={{ submitting: true }}>
        {({ handleSubmit, submitting }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label="Forgot password">
            <TextInput name="email" label="Email" type="email" autoComplete="username" autoFocus disabled={submitting} />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              Send reset link
            </Button>
          </Box>
        )}
      </Form>
      <Box sx={{ mt: 2 }}>
        <TextLink to="/login">Back to login</TextLink>
      </Box>
    </PublicFrame>
  );
}
