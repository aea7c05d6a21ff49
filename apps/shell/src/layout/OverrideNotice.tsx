import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clearRemoteOverride, overriddenRemotes } from '../federation/runtime-config';

/**
 * Says, on every screen, which remotes this browser loads from a developer's override instead of the deployed build,
 * with one click to go back: an override is easy to forget, and a screen from a laptop's dev server looks like the
 * real one.
 */
export function OverrideNotice() {
  const overridden = Object.entries(overriddenRemotes());
  if (overridden.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {overridden.map(([name, url]) => (
        <Alert
          key={name}
          severity="warning"
          action={<Button color="inherit" size="small" onClick={() => clearRemoteOverride(name)}>Clear override</Button>}
        >
          {name} is loaded from {new URL(url).origin} (a development override), not the deployed build.
        </Alert>
      ))}
    </Stack>
  );
}
