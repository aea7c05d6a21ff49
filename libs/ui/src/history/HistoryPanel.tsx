import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { recordHistoryQueryOptions } from '@backoffice/api/query';
import { formatDateTime, type HistoryEntry } from '@backoffice/validation';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { HistoryChanges } from './HistoryChanges';

export interface HistoryPanelProps {
  /** The module's name as the server records it (the resource key, e.g. 'special-categories'). */
  module: string;
  id: string | number;
  /** The record's detail query key: the history is cached under it, so saving the record refreshes it. */
  detailKey: readonly unknown[];
  /**
   * Offered on an edit screen only: saves the record as it was right after the entry, as a normal update with
   * the loaded version (so a colleague's newer save answers 409). Rejects with the error to show.
   */
  onRestore?: (entry: HistoryEntry, entries: readonly HistoryEntry[]) => Promise<unknown>;
}

export const RESTORE_VERSION_TEXT = 'Restore this version? The fields go back to how they were after this change; it is saved as a new change.';

const formatAt = (at: string) => formatDateTime(at);
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The version could not be restored.');

/**
 * "History" on a record's edit and view screens: collapsed, loaded when opened; each change newest first with
 * who and when and its field diff, and "Restore this version" where the screen can save.
 */
export function HistoryPanel({ module, id, detailKey, onRestore }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<HistoryEntry | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const query = useQuery({ ...recordHistoryQueryOptions(detailKey, module, id), enabled: open });
  const entries = query.data?.items ?? [];

  const restore = async () => {
    if (!pending || !onRestore) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onRestore(pending, entries);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };

  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`history-${module}-${id}`} id={`history-${module}-${id}-header`}>
        <Typography component="h2" variant="h6">History</Typography>
      </AccordionSummary>
      <AccordionDetails id={`history-${module}-${id}`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failure && <Alert severity="error" role="alert" onClose={() => setFailure(undefined)}>{failure}</Alert>}
        {query.isPending && <Skeleton variant="rounded" height={64} aria-label="Loading history" />}
        {query.isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => query.refetch()}>Retry</Button>}>
            The history could not be loaded.
          </Alert>
        )}
        {query.isSuccess && entries.length === 0 && <Typography color="text.secondary">No changes recorded yet.</Typography>}
        {entries.length > 0 && (
          <Box component="ol" aria-label="Changes, newest first" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {entries.map((entry, index) => (
              <Box component="li" key={entry.id} aria-label={`${entry.action} by ${entry.userEmail} at ${formatAt(entry.at)}`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }}>{entry.action}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {entry.userEmail} · {formatAt(entry.at)}
                    {entry.version !== null ? ` · version ${entry.version}` : ''}
                  </Typography>
                  {/* The newest entry is the record as it is; a delete's state is not one to save back. */}
                  {onRestore && index > 0 && entry.action !== 'delete' && (
                    <Button size="small" onClick={() => setPending(entry)} disabled={busy}>
                      Restore this version
                    </Button>
                  )}
                </Box>
                <HistoryChanges entry={entry} />
              </Box>
            ))}
          </Box>
        )}
        {query.data && query.data.total > entries.length && (
          <Typography variant="body2" color="text.secondary">
            The newest {entries.length} of {query.data.total} changes are shown.
          </Typography>
        )}
      </AccordionDetails>
      <ConfirmDialog open={pending !== undefined} title="Restore this version" text={RESTORE_VERSION_TEXT} onConfirm={restore} onCancel={() => setPending(undefined)} busy={busy} />
    </Accordion>
  );
}
