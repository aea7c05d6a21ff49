import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form } from 'react-final-form';
import { http } from '@backoffice/api';
import { TextInput, submitFailure, validateWith } from '@backoffice/auth';
import { changePasswordSchema, messages, type ChangePasswordInput } from '@backoffice/validation';

const schemaErrors = validateWith(changePasswordSchema);

/**
 * The schema's match check sits after the object in its pipe, which stops at the first failing stage: while the
 * old password is empty it never ran. Say "Passwords do not match" as soon as both new passwords are valid.
 */
function validate(values: Partial<ChangePasswordInput>) {
  const errors = schemaErrors(values);
  const { password, confirmPassword } = values;
  if (errors.password || errors.confirmPassword || !password || !confirmPassword || password === confirmPassword) return errors;
  return { ...errors, confirmPassword: messages.passwordsMismatch };
}
const FIELDS = ['oldPassword', 'password', 'confirmPassword'];

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Change password (old, new, confirmation; minimum 8; must match). Success closes the modal. */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const submit = async (values: ChangePasswordInput) => {
    try {
      await http.post('profile/password', values);
    } catch (error) {
      const errors = submitFailure(error);
      // Field errors go on the fields; anything else was already shown as a toast by the client.
      return FIELDS.some((f) => f in errors) ? errors : undefined;
    }
    onClose();
    return undefined;
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
      <Form<ChangePasswordInput> onSubmit={submit} validate={validate} subscription={{ submitting: true }}>
        {({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={handleSubmit} aria-labelledby="change-password-title">
            <DialogTitle id="change-password-title">Change password</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextInput name="oldPassword" label="Old password" type="password" autoComplete="current-password" autoFocus disabled={submitting} />
                <TextInput name="password" label="Password" type="password" autoComplete="new-password" disabled={submitting} />
                <TextInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" disabled={submitting} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                Submit
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
