import { useState } from 'react';
import dayjs from 'dayjs';
import { ConfirmDialog, confirmText, FormDialog, TextInput } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { blockUserSchema, setUserPasswordSchema, type AdminUser } from '@backoffice/validation';
import type { BlockUserInput, SetUserPasswordInput } from './api';

interface DialogProps<T> {
  user: AdminUser;
  onSubmit: (body: T) => Promise<unknown>;
  onClose: () => void;
}

const fullName = (u: AdminUser) => `${u.firstName} ${u.lastName}`;

/** Block until a date (blockedTill is required); the account's sessions end at once. */
export function BlockUserDialog({ user, onSubmit, onClose }: DialogProps<BlockUserInput>) {
  // Fixed once: a new object each render would make the form start over.
  const [initialValues] = useState(() => ({ blockedTill: dayjs().add(1, 'day').startOf('hour').toISOString() }));
  return (
    <FormDialog
      open
      title={`Block ${fullName(user)}`}
      text={`${confirmText('block', 'user')} They are signed out at once and cannot sign in until the date below.`}
      schema={blockUserSchema}
      initialValues={initialValues}
      submitLabel="Block"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DateTimeField name="blockedTill" required minuteStep={30} />
    </FormDialog>
  );
}

/** A new password for a colleague (users.password); the account is signed out everywhere. */
export function SetPasswordDialog({ user, onSubmit, onClose }: DialogProps<SetUserPasswordInput>) {
  return (
    <FormDialog
      open
      title={`Set password of ${fullName(user)}`}
      text="The user is signed out everywhere and signs in again with the new password."
      schema={setUserPasswordSchema}
      submitLabel="Set password"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput name="password" label="Password" type="password" autoComplete="new-password" required />
      <TextInput name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required />
    </FormDialog>
  );
}

/**
 * A super admin resets a colleague's two-step sign-in (a lost phone): No/Yes naming what stops working. The server
 * records it in the history and mails the user; a failure keeps the dialog (the HTTP client said why).
 */
export function ResetSecondFactorDialog({ user, onSubmit, onClose }: Omit<DialogProps<void>, 'onSubmit'> & { onSubmit: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onSubmit();
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Reset two-step sign-in of ${fullName(user)}`}
      text={`${confirmText('reset two-step sign-in of', 'user')} Their authenticator app, recovery codes and remembered browsers stop working, they are signed out everywhere and told by mail.`}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
