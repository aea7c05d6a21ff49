import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface Props {
  label: string;
  onRetry: () => void;
}

/** Shown in place of a module whose remote cannot be loaded; the rest of the app keeps working. */
export function ModuleUnavailable({ label, onRetry }: Props) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} autoFocus>
          Retry
        </Button>
      }
    >
      <AlertTitle>Module unavailable</AlertTitle>
      {label} cannot be loaded right now. Check your connection and try again.
    </Alert>
  );
}
