import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useForm, useFormState } from 'react-final-form';
import type * as v from 'valibot';
import type { FormMode } from '@backoffice/auth';
import { liveFeedActive, subscribeLiveActive, type PresenceUser } from '@backoffice/api/query';
import { sameValues, schemaFields } from '@backoffice/validation';
import type { FormLive, LatestRecord } from './form-live';
import { MergeDialog, type MergeChoice } from './MergeDialog';
import { mergeFields, type MergeField } from './merge-fields';
import { SoftLockDialog } from './SoftLockDialog';
import { useRecordChange } from './use-record-change';
import { useRecordPresence } from './use-record-presence';

type Values = Record<string, unknown>;

/**
 * One chip per person, however many of their tabs (or a window just closed, until its entry ends) are on the
 * record: where they came first, editing when any of their tabs is.
 */
function byPerson(tabs: readonly PresenceUser[]): PresenceUser[] {
  const people = new Map<number, PresenceUser>();
  for (const tab of tabs) {
    const known = people.get(tab.userId);
    people.set(tab.userId, known ? { ...known, editing: known.editing || tab.editing } : tab);
  }
  return [...people.values()];
}

export interface LiveFormPanelProps {
  live: FormLive;
  schema: v.GenericSchema<unknown, unknown>;
  /** The screen's mode (edit, view …), not the read-only view the user may have chosen. */
  mode: FormMode;
  viewing: boolean;
  onViewing: (viewing: boolean) => void;
}

/**
 * The live part of a record's form, inside it: who else has the record open (and who is editing), the soft lock
 * asked on opening a record someone is editing, and — when the record is saved elsewhere — its new version loaded
 * into an untouched form, or a field-by-field merge offered to a form with changes.
 */
export function LiveFormPanel({ live, schema, mode, viewing, onViewing }: LiveFormPanelProps) {
  const form = useForm<Values>();
  const state = useFormState<Values>({ subscription: { dirty: true, values: true, initialValues: true } });
  // Unsaved changes by content: after a save the form holds the saved record, even where final-form's identity
  // check still calls an array or object field dirty. A saved form that stays open is viewing, not editing, and a
  // colleague's save then simply loads into it.
  const dirty = useMemo(
    () => state.dirty === true && !sameValues(schemaFields(schema, state.values ?? {}), schemaFields(schema, state.initialValues ?? {})),
    [state.dirty, state.values, state.initialValues, schema],
  );
  // Without the feed (not started: tests, a remote on its own) nothing is reported or followed.
  const active = useSyncExternalStore(subscribeLiveActive, liveFeedActive);
  const record = useMemo(() => (active ? { module: live.module, id: live.id } : undefined), [active, live.module, live.id]);
  const presence = useRecordPresence(record, mode === 'edit' && !viewing && dirty);
  const change = useRecordChange(record, live.version);
  const people = useMemo(() => byPerson(presence.others), [presence.others]);
  const editor = people.find((user) => user.editing);
  const [lock, setLock] = useState<'unknown' | 'asking' | 'answered'>('unknown');
  const [merge, setMerge] = useState<{ latest: LatestRecord; fields: MergeField[] } | null>(null);
  const [loadedBy, setLoadedBy] = useState<string | null>(null);

  // Asked once, on opening: someone is editing → view or edit anyway (never a hard stop).
  useEffect(() => {
    if (lock !== 'unknown' || !presence.loaded) return;
    setLock(mode === 'edit' && editor ? 'asking' : 'answered');
  }, [lock, presence.loaded, mode, editor]);

  // Saved elsewhere while this form has no changes: show the new version at once.
  const untouchedChange = change && change.kind !== 'delete' && !dirty;
  useEffect(() => {
    if (!untouchedChange) return;
    setLoadedBy(change.by.name);
    void live.refresh();
    // One load per change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [untouchedChange, change?.seq]);

  const review = async () => {
    const latest = await live.fetchLatest();
    const state = form.getState();
    const names = Object.keys(schemaFields(schema, { ...latest.values, ...state.values }));
    setMerge({ latest, fields: mergeFields(state.initialValues ?? {}, state.values, latest.values, names) });
  };

  const apply = (choices: ReadonlyMap<string, MergeChoice>) => {
    if (!merge) return;
    merge.latest.accept();
    form.batch(() => {
      // Their version becomes the form's base (fields the user changed keep their values), then each choice.
      form.initialize(merge.latest.values);
      for (const field of merge.fields) form.change(field.name, choices.get(field.name) === 'mine' ? field.mine : field.theirs);
    });
    setMerge(null);
  };

  return (
    <>
      {people.length > 0 && (
        <Box role="status" aria-label="Others on this record" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Also here:
          </Typography>
          {people.map((user) => (
            <Chip
              key={user.userId}
              size="small"
              color={user.editing ? 'warning' : 'default'}
              variant={user.editing ? 'filled' : 'outlined'}
              label={user.editing ? `${user.name} · editing` : user.name}
            />
          ))}
        </Box>
      )}
      {viewing && (
        <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => onViewing(false)}>Edit anyway</Button>}>
          {editor ? `${editor.name} is editing this record.` : 'You are viewing this record.'} Your form is read-only.
        </Alert>
      )}
      {change?.kind === 'delete' && <Alert severity="error">{change.by.name} deleted this record.</Alert>}
      {change && change.kind !== 'delete' && dirty && (
        <Alert severity="warning" role="alert" action={<Button color="inherit" size="small" onClick={() => void review()}>Review changes</Button>}>
          {change.by.name} saved a new version of this record while you were editing.
        </Alert>
      )}
      {loadedBy && !change && (
        <Alert severity="info" onClose={() => setLoadedBy(null)}>
          The form shows the version {loadedBy} just saved.
        </Alert>
      )}
      <SoftLockDialog
        open={lock === 'asking'}
        name={editor?.name ?? 'Someone'}
        onView={() => {
          onViewing(true);
          setLock('answered');
        }}
        onEdit={() => setLock('answered')}
      />
      {merge && <MergeDialog open by={change?.by.name ?? 'a colleague'} fields={merge.fields} onApply={apply} onCancel={() => setMerge(null)} />}
    </>
  );
}
