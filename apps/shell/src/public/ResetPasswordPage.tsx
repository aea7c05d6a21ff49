import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router';
import { http } from '@backoffice/api';
import { TextInput, validateWith } from '@backoffice/auth';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@backoffice/validation';
import { PublicFrame } from './PublicFrame';
import { TextLink } from './TextLink';

const validate = validateWith(resetPasswordFormSchema);

/** /reset-password/{token}: POST v1/password/reset, then /login. A failure only re-enables the form. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const submit = async (values: ResetPasswordFormInput) => {
    try {
      await http.post('password/reset', { token, password: values.password, confirmPassword: values.confirmPassword });
      navigate('/login', { replace: true });
    } catch {
      // The client's toast already told the user; the form is simply usable again.
    }
  };
  return (
    <PublicFrame title="Reset password">
      <Form<ResetPasswordFormInput> onSubmit={submit} validate={validate} subscription={{ submitting: true }}>
        {({ handleSubmit, submitting }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label="Reset password">
            <TextInput name="password" label="Password" type="password" autoComplete="new-password" autoFocus disabled={submitting} />
            <TextInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" disabled={submitting} />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              Reset password
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
