import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isApiError } from '@backoffice/api';
import { ImportPreviewDialog, type ImportColumn } from '@backoffice/ui';
import { LANGUAGE_NAMES, CONTENT_LANGUAGES, type ContentLanguage } from '@backoffice/validation';
import type { ImportChangeKind, ImportPreview } from '@backoffice/modules-content';
import { useApplyImport, usePreviewImport, type ImportFile } from './api';

type Change = ImportPreview['changes'][number];

const KINDS: { kind: ImportChangeKind; label: string; color: 'success' | 'warning' | 'default' | 'error' }[] = [
  { kind: 'added', label: 'Added', color: 'success' },
  { kind: 'changed', label: 'Changed', color: 'warning' },
  { kind: 'unchanged', label: 'Unchanged', color: 'default' },
  { kind: 'skipped', label: 'Skipped', color: 'error' },
];

const COLUMNS: ImportColumn<Change>[] = [
  { header: 'Change', cell: (change) => KINDS.find((k) => k.kind === change.kind)?.label },
  { header: 'Key', cell: (change) => `${change.namespace}:${change.key}`, breakAll: true },
  { header: 'Now', cell: (change) => change.before ?? '—' },
  { header: 'After import', cell: (change) => (change.kind === 'skipped' ? `Not applied: ${change.reason}` : change.after) },
];

/** `en.json`, `uk-translations.json` → the language the file is named after, if any. */
const languageOfName = (name: string) => CONTENT_LANGUAGES.find((language) => new RegExp(`^${language}(\\b|[-_.])`, 'i').test(name));

/** Import of one language file: the language and the file, checked by the server, then applied as previewed. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [language, setLanguage] = useState<ContentLanguage>('pl');
  const [file, setFile] = useState<{ name: string; resources: Record<string, unknown> } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewing = usePreviewImport();
  const applying = useApplyImport();

  const review = async (next: ImportFile) => {
    setPreview(null);
    setProblems([]);
    try {
      setPreview(await previewing.mutateAsync(next));
    } catch (error) {
      setProblems(isApiError(error) ? error.errorMessages?.resources ?? error.errorMessages?.language ?? [error.message] : ['The preview could not be made.']);
    }
  };

  const choose = ({ name, json }: { name: string; json: unknown }) => {
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      setFile(null);
      setPreview(null);
      return setProblems(['The file must hold a JSON object of namespaces.']);
    }
    const named = languageOfName(name) ?? language;
    setLanguage(named);
    setFile({ name, resources: json as Record<string, unknown> });
    void review({ language: named, resources: json as Record<string, unknown> });
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

  return (
    <ImportPreviewDialog<Change>
      title="Import translations"
      description="A JSON file of one language as the site loads it: namespaces app, fields and offers, keys nested or dotted. Nothing changes until you apply it."
      accept="application/json,.json"
      options={
        <TextField select size="small" label="Language" value={language} onChange={(event) => changeLanguage(event.target.value as ContentLanguage)} sx={{ minWidth: 160 }}>
          {CONTENT_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>{LANGUAGE_NAMES[l]}</MenuItem>
          ))}
        </TextField>
      }
      onFile={choose}
      fileName={file?.name}
      previewing={previewing.isPending}
      problems={problems}
      preview={
        preview
          ? {
              counts: KINDS.map(({ kind, label, color }) => ({ label, count: preview.counts[kind], color })),
              rows: preview.changes.filter((c) => c.kind !== 'unchanged'),
              rowKey: (change) => `${change.namespace}:${change.key}`,
              empty: `The file changes nothing in ${LANGUAGE_NAMES[language]}.`,
            }
          : undefined
      }
      columns={COLUMNS}
      applyLabel="Apply import"
      canApply={Boolean(preview && preview.counts.added + preview.counts.changed > 0)}
      applying={applying.isPending}
      onApply={() => void apply()}
      onClose={onClose}
    />
  );
}
