import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { ListPage, type ListColumn } from '@backoffice/ui';
import { LANGUAGE_NAMES, CONTENT_LANGUAGES, type ContentLanguage } from '@backoffice/validation';
import { valueField, type AppTranslation } from '@backoffice/modules-content';
import { translations } from './api';
import { InlineValueField } from './InlineValueField';
import { KeyText } from './KeyText';
import { TranslationTransfer } from './TranslationTransfer';
import { useInlineEdit } from './use-inline-edit';

const missingText = <Typography component="span" variant="body2" color="text.disabled" sx={{ fontStyle: 'italic' }}>missing</Typography>;

/**
 * /translation: a tab per namespace (app texts, fields, offers), search over keys and values, "Missing in" a
 * language, a row's values edited in place (Enter saves, Escape cancels) and a row deleted after a confirmation;
 * export and import beside the search.
 */
export function TranslationList() {
  const [missing, setMissing] = useState<ContentLanguage | ''>('');
  const edit = useInlineEdit();
  const { draft } = edit;
  const editing = (row: AppTranslation) => draft?.id === row.id;

  const valueColumn = (language: ContentLanguage, index: number): ListColumn<AppTranslation> => {
    const field = valueField(language);
    return {
      id: field,
      header: LANGUAGE_NAMES[language],
      sortable: true,
      width: '27%',
      render: (row) =>
        editing(row) && draft ? (
          <InlineValueField
            label={`${LANGUAGE_NAMES[language]} value`}
            value={draft.values[field]}
            error={draft.errors[field]?.[0]}
            autoFocus={index === (missing ? CONTENT_LANGUAGES.indexOf(missing) : 0)}
            disabled={edit.saving}
            onChange={(value) => edit.change(field, value)}
            onSave={edit.save}
            onCancel={edit.cancel}
          />
        ) : (
          row[field] || missingText
        ),
    };
  };
  const columns: ListColumn<AppTranslation>[] = [
    { id: 'key', header: 'Key', sortable: true, render: (row) => <KeyText value={row.key} /> },
    ...CONTENT_LANGUAGES.map(valueColumn),
  ];

  return (
    <ListPage<AppTranslation>
      title="Translation"
      resource={translations}
      columns={columns}
      emptyText="No translations found"
      rowLabel={(row) => row.key}
      tabsLabel="Translation groups"
      extraParams={{ missing: missing || undefined }}
      create={{ label: 'Add Translation' }}
      toolbar={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField select size="small" label="Missing in" value={missing} onChange={(event) => setMissing(event.target.value as ContentLanguage | '')} sx={{ minWidth: 150 }}>
            <MenuItem value="">Any language</MenuItem>
            {CONTENT_LANGUAGES.filter((l) => l !== 'pl').map((language) => (
              <MenuItem key={language} value={language}>{LANGUAGE_NAMES[language]}</MenuItem>
            ))}
          </TextField>
          <TranslationTransfer />
        </Box>
      }
      actions={{
        view: { hidden: editing },
        operations: [
          { label: 'Edit inline', icon: <EditNoteIcon fontSize="small" />, needs: 'update', hidden: editing, run: async (row) => edit.start(row) },
          { label: 'Save', icon: <CheckIcon fontSize="small" color="primary" />, needs: 'update', hidden: (row) => !editing(row), run: edit.save },
          { label: 'Cancel editing', icon: <CloseIcon fontSize="small" />, needs: 'update', hidden: (row) => !editing(row), run: async () => edit.cancel() },
        ],
        // A mistyped key is removed; the list asks "Are you sure you want to delete this translation?".
        delete: { item: 'translation', hidden: editing },
      }}
    />
  );
}
