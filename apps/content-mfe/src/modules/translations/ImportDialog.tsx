import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '@backoffice/api';
import { readFileText } from '@backoffice/ui';
import { LANGUAGE_NAMES, CONTENT_LANGUAGES, type ContentLanguage } from '@backoffice/validation';
import type { ImportChangeKind, ImportPreview } from '@backoffice/modules-content';
import { useApplyImport, usePreviewImport, type ImportFile } from './api';

const KINDS: { kind: ImportChangeKind; label: string; color: 'success' | 'warning' | 'default' | 'error' }[] = [
  { kind: 'added', label: 'Added', color: 'success' },
  { kind: 'changed', label: 'Changed', color: 'warning' },
  { kind: 'unchanged', label: 'Unchanged', color: 'default' },
  { kind: 'skipped', label: 'Skipped', color: 'error' },
];
const SHOWN = 200;

/** `en.json`, `uk-translations.json` → the language the file is named after, if any. */
const languageOfName = (name: string) => CONTENT_LANGUAGES.find((language) => new RegExp(`^${language}(\\b|[-_.])`, 'i').test(name));

/**
 * Import of one language file: choose the language and the file, see what it will change (counts and the list of
 * added, changed and skipped keys), then apply exactly that — or cancel, and nothing is stored.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [language, setLanguage] = useState<ContentLanguage>('pl');
  const [file, setFile] = useState<{ name: string; resources: Record<string, unknown> } | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewing = usePreviewImport();
  const applying = useApplyImport();

  const review = async (next: ImportFile) => {
    setPreview(null);
    setProblem([]);
    try {
      setPreview(await previewing.mutateAsync(next));
    } catch (error) {
      setProblem(isApiError(error) ? error.errorMessages?.resources ?? error.errorMessages?.language ?? [error.message] : ['The preview could not be made.']);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let resources: unknown;
    try {
      resources = JSON.parse(await readFileText(chosen));
    } catch {
      setFile(null);
      setPreview(null);
      return setProblem(['The file is not valid JSON.']);
    }
    if (resources === null || typeof resources !== 'object' || Array.isArray(resources)) return setProblem(['The file must hold a JSON object of namespaces.']);
    const named = languageOfName(chosen.name) ?? language;
    setLanguage(named);
    setFile({ name: chosen.name, resources: resources as Record<string, unknown> });
    await review({ language: named, resources: resources as Record<string, unknown> });
  };

  const changeLanguage = (next: ContentLanguage) => {
    setLanguage(next);
    if (file) void review({ language: next, resources: file.resources });
  };

  const apply = async () => {
    if (!preview || !file) return;
    try {
      await applying.mutateAsync({ language, resources: file.resources, previewId: preview.previewId });
      onClose();
    } catch {
      // 409: the translations changed since the preview (the toast says so); show the new preview.
      await review({ language, resources: file.resources });
    }
  };

  const writes = preview ? preview.counts.added + preview.counts.changed : 0;
  const listed = preview?.changes.filter((c) => c.kind !== 'unchanged') ?? [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">Import translations</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          A JSON file of one language as the site loads it: namespaces app, fields and offers, keys nested or dotted. Nothing changes until you apply it.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
          <TextField select size="small" label="Language" value={language} onChange={(event) => changeLanguage(event.target.value as ContentLanguage)} sx={{ minWidth: 160 }}>
            {CONTENT_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>{LANGUAGE_NAMES[l]}</MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" component="label">
            Choose file
            <input hidden type="file" accept="application/json,.json" onChange={(event) => void choose(event)} />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Box>
        {previewing.isPending && <Typography variant="body2">Checking the file…</Typography>}
        {problem.length > 0 && (
          <Alert severity="error">
            {problem.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        {preview && (
          <>
            <Box role="status" aria-label="Import summary" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {KINDS.map(({ kind, label, color }) => (
                <Chip key={kind} label={`${label}: ${preview.counts[kind]}`} color={color} variant={preview.counts[kind] ? 'filled' : 'outlined'} />
              ))}
            </Box>
            {listed.length > 0 && (
              <Table size="small" aria-label="Import changes">
                <TableHead>
                  <TableRow>
                    <TableCell>Change</TableCell>
                    <TableCell>Key</TableCell>
                    <TableCell>Now</TableCell>
                    <TableCell>After import</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {listed.slice(0, SHOWN).map((change) => (
                    <TableRow key={`${change.namespace}:${change.key}`}>
                      <TableCell>{KINDS.find((k) => k.kind === change.kind)?.label}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{change.namespace}:{change.key}</TableCell>
                      <TableCell>{change.before ?? '—'}</TableCell>
                      <TableCell>{change.kind === 'skipped' ? `Not applied: ${change.reason}` : change.after}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {listed.length > SHOWN && <Typography variant="body2">… and {listed.length - SHOWN} more.</Typography>}
            {writes === 0 && <Alert severity="info">The file changes nothing in {LANGUAGE_NAMES[language]}.</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void apply()} disabled={!preview || writes === 0 || applying.isPending || previewing.isPending}>
          Apply import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
