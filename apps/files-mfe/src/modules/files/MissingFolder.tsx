import { parentPath } from '@backoffice/validation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * A folder in the URL that is not there (deleted, renamed, or Back to a folder removed meanwhile): say so plainly
 * and offer the way out, instead of an empty folder that still offers Upload.
 */
export function MissingFolder({ path, onNavigate }: { path: string; onNavigate: (path: string) => void }) {
  const parent = parentPath(path);
  return (
    <Alert
      severity="warning"
      action={
        <Stack direction="row" spacing={1}>
          {parent !== '' && <Button onClick={() => onNavigate(parent)}>Back to {parent}</Button>}
          <Button onClick={() => onNavigate('')}>Go to Files</Button>
        </Stack>
      }
    >
      <AlertTitle>This folder no longer exists</AlertTitle>
      {path} was deleted, renamed or moved.
    </Alert>
  );
}
