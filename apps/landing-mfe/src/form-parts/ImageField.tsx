import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useField } from 'react-final-form';
import { uploadFile } from '@backoffice/api/query';
import { ConfirmDialog } from '@backoffice/ui';
import { LANDING_IMAGE_MAX_MB } from '@backoffice/validation';
import { imageProblem, type ImageSize } from './image-check';

interface Props {
  name: string;
  label: string;
  folder: string;
  size: ImageSize;
  disabled?: boolean;
}

/**
 * An image of the page: preview, the required size note, upload to the file store (replace asks first), remove.
 * Minimal stand-in until libs/ui has an ImageUploadField.
 */
export function ImageField({ name, label, folder, size, disabled }: Props) {
  const { input, meta } = useField<string | null>(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [existing, setExisting] = useState<File | null>(null);

  const send = async (file: File, overwrite: boolean) => {
    setProgress(0);
    try {
      const result = await uploadFile({ file, folderName: folder, overwrite, onProgress: setProgress });
      if (result.status === 'exists') setExisting(file);
      else input.onChange(result.fileUrl);
    } catch {
      setProblem('Unexpected error occurred');
    } finally {
      setProgress(null);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    event.target.value = '';
    if (!files || files.length === 0) return;
    if (files.length > 1) return setProblem('Only one file is allowed');
    const file = files[0];
    const why = await imageProblem(file, size, LANDING_IMAGE_MAX_MB);
    setProblem(why);
    if (!why) await send(file, false);
  };

  const error = problem ?? ((meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null);
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {size.width} x {size.height} px, max {LANDING_IMAGE_MAX_MB} MB
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
        {input.value ? (
          <Box component="img" src={input.value} alt={label} sx={{ width: 160, height: 100, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }} />
        ) : (
          <Box sx={{ width: 160, height: 100, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
            <Typography variant="caption" color="text.secondary">No image</Typography>
          </Box>
        )}
        <Stack spacing={1}>
          <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />} disabled={disabled || progress !== null}>
            Upload {label}
            <input hidden type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={pick} aria-label={`Upload ${label}`} />
          </Button>
          {input.value && (
            <Button size="small" color="error" disabled={disabled} onClick={() => input.onChange(null)}>
              Remove {label}
            </Button>
          )}
        </Stack>
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={`Uploading ${label}`} />}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <ConfirmDialog
        open={existing !== null}
        title="Replace"
        text={`File ${existing?.name ?? ''} already exists. Do you want to replace it?`}
        onCancel={() => setExisting(null)}
        onConfirm={() => {
          const file = existing;
          setExisting(null);
          if (file) void send(file, true);
        }}
      />
    </Box>
  );
}
