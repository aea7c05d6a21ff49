import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface Props {
  label: string;
  onRetry: () => void;
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onRetry} autoFocus>
      Retry
    </Button>
  );
}

/** Shown in place of a module whose remote cannot be loaded (network, server); the rest of the app keeps working. */
export function ModuleUnavailable({ label, onRetry }: Props) {
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }} action={<RetryButton onRetry={onRetry} />}>
      <AlertTitle>Module unavailable</AlertTitle>
      {label} cannot be loaded right now. Check your connection and try again.
    </Alert>
  );
}

/** Shown in place of a module that loaded but crashed while rendering: not a connection problem, so it says so. */
export function ModuleFailed({ label, errorId, onRetry }: Props & { errorId: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }} action={<RetryButton onRetry={onRetry} />}>
      <AlertTitle>Module failed</AlertTitle>
      {label} stopped because of an error in the module. Retry, and if it happens again, report error id{' '}
      <strong>{errorId}</strong>.
    </Alert>
  );
}

/**
 * Shown in place of a module whose build does not fit this shell (refused before any of its code ran): a release
 * problem, so it says what was refused in words the release manager acts on, with the id of the report sent.
 */
export function ModuleIncompatible({ label, reasons, errorId, onRetry }: Props & { reasons: string[]; errorId: string }) {
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }} action={<RetryButton onRetry={onRetry} />}>
      <AlertTitle>Module unavailable</AlertTitle>
      {label} cannot be opened: the deployed version of this module does not fit this version of the Back Office.
      <ul style={{ margin: '8px 0', paddingLeft: 20 }}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      Error id <strong>{errorId}</strong> has been reported.
    </Alert>
  );
}
