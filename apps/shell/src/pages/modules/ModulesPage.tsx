import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useSession } from '@backoffice/auth';
import { ConfirmDialog } from '@backoffice/ui/confirm-dialog';
import { FORCE_REASON_MAX_LENGTH, formatDateTime } from '@backoffice/validation';
import { refreshLiveRemotes } from '../../federation/live-remotes';
import { CanaryDialog, CanaryPanel } from './CanaryControls';
import { DeployTokens } from './DeployTokens';
import { FieldDataTable } from './FieldDataTable';
import {
  loadModulesScreen, promoteCanary, rollBackCanary, startCanary, switchRemote, SwitchRefused, type BuildInfo, type RemoteRow, type RemoteSwitch,
} from './modules-data';

// The one date format of the Back Office (DD.MM.YYYY HH:mm); the history lists switches newest first.
const when = (iso: string) => formatDateTime(iso);

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
        {build.configured && <Chip size="small" variant="outlined" label="Configured build (config.json)" />}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{build.manifestUrl}</Typography>
      {build.copies?.map((copy) => (
        <Typography key={copy} variant="caption" component="div" color="text.secondary" sx={{ wordBreak: 'break-all' }}>also published as {copy}</Typography>
      ))}
      {build.reasons?.map((reason) => (
        <Typography key={reason} variant="body2" color="warning.dark">{reason}</Typography>
      ))}
    </Box>
  );
}

/** "Are you sure you want to switch ako to 1.0.1? …": what the switch does, before it is done. */
function switchQuestion(row: RemoteRow, build: BuildInfo): string {
  const to = build.record ? `${build.record.version}${build.configured ? ' (the configured build)' : ''}` : build.manifestUrl;
  const from = row.live.record?.version ?? row.live.manifestUrl;
  return `Are you sure you want to switch ${row.name} from ${from} to ${to}? Every browser loads it at its next navigation.`;
}

/** Promoting or rolling back a canary reaches every browser at its next navigation: asked first. */
function endQuestion(remote: string, version: string, promote: boolean): string {
  return promote
    ? `Are you sure you want to serve ${remote} ${version} to everyone? Every browser loads it at its next navigation.`
    : `Are you sure you want to roll back ${remote}'s canary ${version}? Its share of staff gets the live build at their next navigation.`;
}

/** What went wrong with the last switch: a message, and the reasons when the build does not fit. */
interface Problem {
  message: string;
  reasons?: string[];
}

const problemOf = (error: unknown): Problem =>
  error instanceof SwitchRefused ? { message: error.message, reasons: error.reasons } : { message: error instanceof Error ? error.message : String(error) };

/** Asks why a build that does not fit this shell is switched to anyway: the API keeps the reason in the history. */
function ForceDialog({ remote, build, onCancel, onForce }: { remote: string; build: BuildInfo; onCancel: () => void; onForce: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!empty) onForce(reason.trim());
  };
  const version = build.record?.version ?? build.manifestUrl;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="force-switch-title" fullWidth maxWidth="sm">
      <DialogTitle id="force-switch-title">Force {remote} to {version}?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>This build does not fit the live shell:</Typography>
        <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
          {build.reasons?.map((r) => <Typography component="li" key={r} variant="body2" color="warning.dark">{r}</Typography>)}
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Every browser will load it at its next navigation. Say why it must be switched anyway: the history keeps it.
        </Typography>
        <TextField
          label="Reason"
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && empty}
          helperText={touched && empty ? 'Reason is required!' : `${reason.length} / ${FORCE_REASON_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: FORCE_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="warning" variant="contained" onClick={submit}>Force switch</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One line of a remote's history: who did what, a canary's steps told apart from a full switch. */
function historyText(s: RemoteSwitch): string {
  const who = s.byName || s.by;
  switch (s.kind) {
    case 'canary': return `${who} started a canary of ${s.version} to ${s.note ?? 'a share of staff'}`;
    case 'canary-promoted': return `${who} promoted the canary ${s.version} to everyone`;
    case 'canary-rolled-back': return `${who} rolled back the canary ${s.version}`;
    case 'canary-auto-rolled-back': return `The API rolled back the canary ${s.version}: ${s.note ?? ''}`;
    default: return `${who} ${s.forcedReason ? 'forced a switch' : 'switched'} to ${s.version} (${s.toUrl})`;
  }
}

interface CardActions {
  onSwitch: (build: BuildInfo) => void;
  onForce: (build: BuildInfo) => void;
  onCanary: (build: BuildInfo) => void;
  onPromote: () => void;
  onRollBack: () => void;
}

function RemoteCard({ row, onSwitch, onForce, onCanary, onPromote, onRollBack }: { row: RemoteRow } & CardActions) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`remote-${row.name}`}>
      <Typography id={`remote-${row.name}`} variant="h2" sx={{ fontSize: 20, mb: 1 }}>{row.name}</Typography>
      {row.canary && <CanaryPanel remote={row.name} canary={row.canary} onPromote={onPromote} onRollBack={onRollBack} />}
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
            <Button
              variant="outlined"
              size="small"
              disabled={!build.record || build.reasons?.length !== 0 || row.canary !== null}
              onClick={() => onCanary(build)}
              aria-label={`Canary of ${row.name} ${build.record?.version ?? build.manifestUrl}…`}
            >
              Canary…
            </Button>
            {build.record && (build.reasons?.length ?? 0) > 0 && (
              <Button
                variant="outlined"
                color="warning"
                size="small"
                onClick={() => onForce(build)}
                aria-label={`Force switch ${row.name} to ${build.record.version}…`}
              >
                Force switch…
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      <Typography variant="overline" component="h3" sx={{ mt: 2 }}>Field data</Typography>
      <FieldDataTable remote={row.name} liveVersion={row.live.record?.version} canaryVersion={row.canary?.version} rows={row.fieldData} />
      <Typography variant="overline" component="h3" sx={{ mt: 2 }}>Last load errors reported</Typography>
      {row.loadErrors.length === 0 && <Typography variant="body2" color="text.secondary">None.</Typography>}
      {row.loadErrors.map((e) => (
        <Typography key={e.id} variant="body2">{when(e.at)} · {e.errorId} · {e.version}: {e.reasons.join('; ')}</Typography>
      ))}
      <Typography variant="overline" component="h3" sx={{ mt: 2 }}>History</Typography>
      {row.switches.length === 0 && <Typography variant="body2" color="text.secondary">Serving the build of config.json; never switched.</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`${row.name} history`}>
        {row.switches.map((s) => (
          <Typography component="li" key={s.id} variant="body2">
            {when(s.at)} · {historyText(s)}
            {s.forcedReason && <> — reason: {s.forcedReason}</>}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

/** App Setting › Modules (super admin): what each remote serves, whether it fits, and switching / rolling back. */
export default function ModulesPage() {
  const superAdmin = useSession((state) => state.allPermissions);
  const [rows, setRows] = useState<RemoteRow[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [forcing, setForcing] = useState<{ row: RemoteRow; build: BuildInfo } | null>(null);
  // A switch reaches every browser at its next navigation: asked first, like every change staff cannot take back unseen.
  const [confirming, setConfirming] = useState<{ row: RemoteRow; build: BuildInfo } | null>(null);
  const [canaryOf, setCanaryOf] = useState<{ row: RemoteRow; build: BuildInfo } | null>(null);
  const [ending, setEnding] = useState<{ row: RemoteRow; promote: boolean } | null>(null);
  const load = useCallback(() => {
    loadModulesScreen().then(setRows, (error: unknown) => setProblem(problemOf(error)));
  }, []);
  useEffect(() => {
    if (superAdmin) load();
  }, [superAdmin, load]);
  // Like every guarded route, a user without access lands on /404 (the API refuses them too).
  if (!superAdmin) return <Navigate to="/404" replace />;
  const run = (row: RemoteRow, build: BuildInfo, force?: { reason: string }) => {
    setProblem(null);
    switchRemote(row.name, build, row.live.manifestUrl, force)
      .then(() => refreshLiveRemotes())
      .then(load, (error: unknown) => setProblem(problemOf(error)));
  };
  const change = (work: () => Promise<void>) => {
    setProblem(null);
    work().then(() => refreshLiveRemotes()).then(load, (error: unknown) => setProblem(problemOf(error)));
  };
  const onEnd = () => {
    if (ending) change(() => (ending.promote ? promoteCanary(ending.row.name) : rollBackCanary(ending.row.name)));
    setEnding(null);
  };
  const onConfirm = () => {
    if (confirming) run(confirming.row, confirming.build);
    setConfirming(null);
  };
  const onForce = (reason: string) => {
    if (forcing) run(forcing.row, forcing.build, { reason });
    setForcing(null);
  };
  return (
    // The page margin is the layout's, as on every list (no padding of its own).
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Modules</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The build each remote serves to every browser. A switch reaches open browsers at their next navigation.
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
          {problem.reasons && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problem.reasons.map((reason) => <li key={reason}>{reason}</li>)}
            </Box>
          )}
        </Alert>
      )}
      {!rows && !problem && <LinearProgress aria-label="Loading modules" />}
      <Stack spacing={2}>
        {rows?.map((row) => (
          <RemoteCard
            key={row.name}
            row={row}
            onSwitch={(build) => setConfirming({ row, build })}
            onForce={(build) => setForcing({ row, build })}
            onCanary={(build) => setCanaryOf({ row, build })}
            onPromote={() => setEnding({ row, promote: true })}
            onRollBack={() => setEnding({ row, promote: false })}
          />
        ))}
      </Stack>
      {rows && <DeployTokens remotes={rows.map((row) => row.name)} />}
      <ConfirmDialog
        open={confirming !== null}
        title="Switch"
        text={confirming ? switchQuestion(confirming.row, confirming.build) : ''}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
      {canaryOf && (
        <CanaryDialog
          remote={canaryOf.row.name}
          build={canaryOf.build}
          onCancel={() => setCanaryOf(null)}
          onStart={(percent) => {
            const { row, build } = canaryOf;
            setCanaryOf(null);
            change(() => startCanary(row.name, build, percent));
          }}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.promote ? 'Promote' : 'Roll back'}
        text={ending?.row.canary ? endQuestion(ending.row.name, ending.row.canary.version, ending.promote) : ''}
        onConfirm={onEnd}
        onCancel={() => setEnding(null)}
      />
      {forcing && <ForceDialog remote={forcing.row.name} build={forcing.build} onCancel={() => setForcing(null)} onForce={onForce} />}
    </Box>
  );
}
