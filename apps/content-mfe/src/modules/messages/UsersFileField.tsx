import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useField } from 'react-final-form';
import { readFileText, shownError, useFormReadOnly } from '@backoffice/ui';
import { PLAYER_IDS_FILE_MAX_MB, PLAYER_IDS_FILE_TYPES, parsePlayerIds, playerIdsSummary, uploadMessages } from '@backoffice/validation';

const ACCEPT = [...PLAYER_IDS_FILE_TYPES, 'text/csv', 'text/plain'].join(',');

/** The file's player ids, or the spec's "wrong format" text (not CSV/TXT, too large, or not a list of ids). */
async function readPlayerIds(file: File): Promise<string[] | string> {
  if (!PLAYER_IDS_FILE_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) return uploadMessages.wrongFormat;
  if (file.size >= PLAYER_IDS_FILE_MAX_MB * 1024 * 1024) return uploadMessages.fileTooLarge(PLAYER_IDS_FILE_MAX_MB);
  return parsePlayerIds(await readFileText(file)) ?? uploadMessages.wrongFormat;
}

/** The message's players from an uploaded CSV/TXT of player ids, shown as a count with the first ids. */
export function UsersFileField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { input: field, meta } = useField<string[]>(name);
  const readOnly = useFormReadOnly();
  const [problem, setProblem] = useState<string>();
  const ids = Array.isArray(field.value) ? field.value : [];
  const error = problem ?? shownError(meta);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readPlayerIds(file);
    if (typeof read === 'string') setProblem(read);
    else {
      setProblem(undefined);
      field.onChange(read);
    }
    field.onBlur();
    if (input.current) input.current.value = '';
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel id={`${id}-label`} error={Boolean(error)}>
        {label}
      </FormLabel>
      <Typography variant="body2" aria-live="polite">
        {ids.length > 0 ? playerIdsSummary(ids) : 'No users'}
      </Typography>
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
            Upload users file
            <input ref={input} hidden type="file" accept={ACCEPT} aria-label={`${label} file`} onChange={(event) => void onFile(event.target.files?.[0])} />
          </Button>
          {ids.length > 0 && (
            <Button size="small" onClick={() => field.onChange([])}>
              Clear users
            </Button>
          )}
        </Box>
      )}
      <FormHelperText error={Boolean(error)}>{error ?? 'A CSV or TXT file of player ids (one a line, or separated by commas)'}</FormHelperText>
    </Box>
  );
}
