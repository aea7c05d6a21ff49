import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useSession } from '@backoffice/auth';
import { formatDateTime } from '@backoffice/validation';
import { refreshLiveRemotes } from '../../federation/live-remotes';
import { loadModulesScreen, switchRemote, type BuildInfo, type RemoteRow } from './modules-data';

// The one date format of the Back Office (DD.MM.YYYY HH:mm, issue 38), with seconds: switches can be seconds apart.
const when = (iso: string) => formatDateTime(iso, { seconds: true });

function Fit({ build }: { build: BuildInfo }) {
  if (build.reasons === null) return <Chip size="small" color="default" label="Manifest not readable" />;
  if (!build.record) return <Chip size="small" label="No build record" />;
  return build.reasons.length === 0 ? <Chip size="small" color="success" label="Fits this shell" /> : <Chip size="small" color="warning" label="Does not fit this shell" />;
}

function BuildLine({ build }: { build: BuildInfo }) {
  const r = build.record;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontWeight: 600 }}>{r ? `${r.name} ${r.version}` : build.manifestUrl}</Typography>
        {r && <Typography variant="body2" color="text.secondary">commit {r.commit} · built {when(r.builtAt)}</Typography>}
        <Fit build={build} />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{build.manifestUrl}</Typography>
      {build.reasons?.map((reason) => (
        <Typography key={reason} variant="body2" color="warning.main">{reason}</Typography>
      ))}
    </Box>
  );
}

function RemoteCard({ row, onSwitch }: { row: RemoteRow; onSwitch: (build: BuildInfo) => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`remote-${row.name}`}>
      <Typography id={`remote-${row.name}`} variant="h2" sx={{ fontSize: 20, mb: 1 }}>{row.name}</Typography>
      <Typography variant="overline">Live build</Typography>
      <BuildLine build={row.live} />
      <Typography variant="overline" component="h3" sx={{ mt: 2 }}>Builds it may be switched to</Typography>
      {row.builds.length === 0 && <Typography variant="body2" color="text.secondary">No other published build.</Typography>}
      <Stack spacing={1}>
        {row.builds.map((build) => (
          <Stack key={build.manifestUrl} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1 }}><BuildLine build={build} /></Box>
            <Button
              variant="outlined"
              size="small"
              disabled={!build.record || build.reasons?.length !== 0}
              onClick={() => onSwitch(build)}
              aria-label={`Switch ${row.name} to ${build.record?.version ?? build.manifestUrl}`}
            >
              Switch
            </Button>
          </Stack>
        ))}
      </Stack>
      <Typography variant="overline" component="h3" sx={{ mt: 2 }}>Last load errors reported</Typography>
      {row.loadErrors.length === 0 && <Typography variant="body2" color="text.secondary">None.</Typography>}
      {row.loadErrors.map((e) => (
        <Typography key={e.id} variant="body2">{when(e.at)} · {e.errorId} · {e.version}: {e.reasons.join('; ')}</Typography>
      ))}
      <Typography variant="overline" component="h3" sx={{ mt: 2 }}>History</Typography>
      {row.switches.length === 0 && <Typography variant="body2" color="text.secondary">Serving the build of config.json; never switched.</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`${row.name} history`}>
        {row.switches.map((s) => (
          <Typography component="li" key={s.id} variant="body2">{when(s.at)} · {s.by} switched to {s.version} ({s.toUrl})</Typography>
        ))}
      </Box>
    </Paper>
  );
}

/** App Setting › Modules (super admin): what each remote serves, whether it fits, and switching / rolling back. */
export default function ModulesPage() {
  const superAdmin = useSession((state) => state.allPermissions);
  const [rows, setRows] = useState<RemoteRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(() => {
    loadModulesScreen().then(setRows, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, []);
  useEffect(() => {
    if (superAdmin) load();
  }, [superAdmin, load]);
  // Like every guarded route, a user without access lands on /404 (the API refuses them too).
  if (!superAdmin) return <Navigate to="/404" replace />;
  const onSwitch = (row: RemoteRow) => (build: BuildInfo) => {
    setProblem(null);
    switchRemote(row.name, build, row.live.manifestUrl)
      .then(() => refreshLiveRemotes())
      .then(load, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };
  return (
    <Box sx={{ p: 3, maxWidth: 960 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Modules</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The build each remote serves to every browser. A switch reaches open browsers at their next navigation.
      </Typography>
      {problem && <Alert severity="error" sx={{ mb: 2 }} role="alert">{problem}</Alert>}
      {!rows && !problem && <LinearProgress aria-label="Loading modules" />}
      <Stack spacing={2}>
        {rows?.map((row) => <RemoteCard key={row.name} row={row} onSwitch={onSwitch(row)} />)}
      </Stack>
    </Box>
  );
}
