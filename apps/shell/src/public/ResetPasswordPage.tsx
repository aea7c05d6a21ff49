import { useParams } from 'react-router';
import { http } from '@backoffice/api';
import { TextInput } from '@backoffice/auth';
import { resetPasswordFormSchema } from '@backoffice/validation';
import { PublicForm } from './PublicForm';
import { PublicFrame } from './PublicFrame';

/** /reset-password/{token}: POST v1/password/reset, then /login. A failure only re-enables the form. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <PublicFrame title="Reset password">
      <PublicForm label="Reset password" submitLabel="Reset password" schema={resetPasswordFormSchema} send={(values) => http.post('password/reset', { token, password: values.password, confirmPassword: values.confirmPassword })}>
        {(submitting) => (
          <>
            <TextInput name="password" label="Password" type="password" autoComplete="new-password" autoFocus disabled={submitting} />
            <TextInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" disabled={submitting} />
          </>
        )}
      </PublicForm>
    </PublicFrame>
  );
}
