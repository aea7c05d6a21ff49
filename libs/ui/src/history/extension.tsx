// The History panel under every record form of useEntityForm (edit and view screens); on edit, an earlier version
// can be restored through the form's own save (registered with the kit by index.ts).
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { recordAsOf, type HistoryEntry } from '@backoffice/validation';
import { extendKit, type FormSlotProps } from '../kit-extensions/kit-extensions';
import { InvalidValues } from '../form-shell/FormShell';
import { HistoryPanel } from './HistoryPanel';

type Values = Record<string, unknown>;

/** The record's History panel under the form. */
export interface FormHistory {
  module: string;
  id: string | number;
  /** The record's detail query key (its history is cached under it). */
  detailKey: readonly unknown[];
  /** The form values of the version right after an entry; given on edit screens, where it can be restored. */
  valuesAt?: (entries: readonly HistoryEntry[], entryId: string) => Values | undefined;
}

declare module '../kit-extensions/kit-extensions' {
  interface FormFeatures {
    history: FormHistory;
  }
}

function FormHistoryPanel({ features, saveValues }: FormSlotProps) {
  const { history } = features;
  if (!history) return null;
  // "Restore this version" is the form's own save of the rebuilt values: checked by the form's schema, sent with
  // the loaded version (409 when a colleague saved since), recorded in the history like any update.
  const { valuesAt } = history;
  const restore =
    valuesAt && saveValues
      ? async (entry: HistoryEntry, entries: readonly HistoryEntry[]) => {
          const values = valuesAt(entries, entry.id);
          if (!values) throw new Error('This version can no longer be rebuilt.');
          try {
            await saveValues(values);
          } catch (error) {
            if (error instanceof InvalidValues) throw new Error(`This version does not pass today's checks: ${error.message}`);
            throw error;
          }
        }
      : undefined;
  return (
    <Box sx={{ mt: 2 }}>
      <HistoryPanel module={history.module} id={history.id} detailKey={history.detailKey} onRestore={restore} />
    </Box>
  );
}

extendKit({
  name: 'history',
  // Edit and view (preview) screens show the record's History; on edit, an earlier version can be restored.
  useFormFeatures: ({ resource, mode, id, current, toValues }) => {
    const history = useMemo((): FormHistory | undefined => {
      if (id === undefined || (mode !== 'edit' && mode !== 'view' && mode !== 'preview')) return undefined;
      const valuesAt =
        mode === 'edit' && current !== undefined
          ? (entries: readonly HistoryEntry[], entryId: string) => {
              const rebuilt = recordAsOf(current as Values, entries, entryId);
              return rebuilt && (toValues ? toValues(rebuilt as never) : rebuilt);
            }
          : undefined;
      return { module: String(resource.keys.all[0]), id, detailKey: resource.keys.detail(id), valuesAt };
      // toValues: a mapping the caller defines once.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [id, mode, current, resource]);
    return history ? { history } : {};
  },
  FormAfter: FormHistoryPanel,
});
