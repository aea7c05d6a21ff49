import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@backoffice/ui';
import { fieldLabel, formatDateTime } from '@backoffice/validation';
import { SECURITY_LEVELS, securityLevelLabel, securityLevelSchema, type SecurityLevel } from '@backoffice/modules-content';
import { useChangeSecurityLevel, useSecurityLevel } from './api';

/** What each level does to visitors (Cloudflare's own descriptions, shortened). */
const HINTS: Record<SecurityLevel, string> = {
  off: 'No challenges (Enterprise zones only).',
  essentially_off: 'Challenges only the most grievous offenders.',
  low: 'Challenges only the most threatening visitors.',
  medium: 'Challenges moderately threatening visitors.',
  high: 'Challenges every visitor who showed threatening behaviour in the last 14 days.',
  under_attack: 'Every visitor gets a browser check before the site loads. Only while the site is under a DDoS attack.',
};

export const UNDER_ATTACK_CONFIRM = "Switch the site to \"I'm under attack\"? Every visitor will wait for a browser check of about five seconds before any page loads, the betting app's API calls included.";

/** /security: the zone's Cloudflare security level; "I'm under attack" asks first. Without a connection it says so. */
export default function SecurityLevelScreen() {
  const status = useSecurityLevel();
  const change = useChangeSecurityLevel();
  const [picked, setPicked] = useState<SecurityLevel | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (status.isPending) return <Skeleton variant="rounded" height={360} aria-label="Loading security level" />;
  const heading = <Typography variant="h1" sx={{ mb: 2 }}>Security</Typography>;
  if (status.isError) {
    return (
      <Paper sx={{ p: 3, maxWidth: 860 }}>
        {heading}
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => status.refetch()}>Retry</Button>}>
          The security level could not be read from Cloudflare. {status.error.message}
        </Alert>
      </Paper>
    );
  }
  const current = status.data;
  if (!current.configured) {
    return (
      <Paper sx={{ p: 3, maxWidth: 860 }}>
        {heading}
        <Alert severity="warning" role="status">
          The Cloudflare connection is not configured. Set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID on the admin API to show and change the site's security level.
        </Alert>
      </Paper>
    );
  }

  const value = picked ?? current.value;
  const save = async () => {
    setConfirming(false);
    try {
      await change.mutateAsync(value);
      setPicked(null);
    } catch {
      // The toast said why (Cloudflare's reason); the choice stays for a retry.
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Now: <strong>{securityLevelLabel(current.value)}</strong>
        {current.modifiedOn && ` (changed ${formatDateTime(current.modifiedOn)})`}
      </Typography>
      {!current.editable && <Alert severity="info" sx={{ mb: 2 }}>Cloudflare does not allow changing the security level of this zone.</Alert>}
      <FormControl disabled={!current.editable || change.isPending}>
        <FormLabel id="security-level-label">{fieldLabel(securityLevelSchema, 'value')}</FormLabel>
        <RadioGroup aria-labelledby="security-level-label" value={value} onChange={(event) => setPicked(event.target.value as SecurityLevel)}>
          {SECURITY_LEVELS.map((level) => (
            <FormControlLabel
              key={level.value}
              value={level.value}
              control={<Radio />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography>{level.label}</Typography>
                  <Typography variant="body2" color="text.secondary">{HINTS[level.value]}</Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          color={value === 'under_attack' ? 'error' : 'primary'}
          disabled={value === current.value || change.isPending}
          onClick={() => (value === 'under_attack' ? setConfirming(true) : void save())}
        >
          Update
        </Button>
        <Button disabled={value === current.value || change.isPending} onClick={() => setPicked(null)}>
          Cancel
        </Button>
      </Box>
      <ConfirmDialog open={confirming} title="I'm under attack" text={UNDER_ATTACK_CONFIRM} onConfirm={() => void save()} onCancel={() => setConfirming(false)} busy={change.isPending} />
    </Paper>
  );
}
