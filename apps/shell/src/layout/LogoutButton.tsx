import { useState } from 'react';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNavigate } from 'react-router';
import { signOut } from '@backoffice/auth';
import { ConfirmDialog } from '@backoffice/ui/confirm-dialog';

export const LOGOUT_CONFIRM_TEXT = 'Are you sure you want to logout?';

/** Logout asks first (No/Yes); Yes signs out everywhere and goes to /login. */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const confirm = async () => {
    setBusy(true);
    await signOut();
    navigate('/login', { replace: true });
  };
  return (
    <>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
        Logout
      </Button>
      <ConfirmDialog
        open={asking}
        title="Logout"
        text={LOGOUT_CONFIRM_TEXT}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
