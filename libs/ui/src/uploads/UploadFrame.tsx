import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { useSession } from '@backoffice/auth';
import { mayUploadInto } from '@backoffice/validation';
import { ChooseFromFilesButton } from './ChooseFromFilesButton';
import type { PickedFile } from './file-browser';
import type { ReplaceAsk } from './use-uploader';
import type { ImageSizeSpec } from './image-sizes';

export interface UploadFrameProps {
  label: string;
  required?: boolean;
  accept: string;
  multiple?: boolean;
  note?: string;
  error?: string;
  progress: number | null;
  replaceAsk: ReplaceAsk | null;
  readOnly?: boolean;
  chooseFromFiles?: boolean;
  /** Where uploads go; Choose from files opens there. */
  folderName?: string;
  /** The field's image rule, passed to Choose from files. */
  imageRule?: ImageSizeSpec;
  uploadLabel: string;
  /** The field shows its own progress (per file): no bar of the frame's, the buttons still wait. */
  hideProgress?: boolean;
  onFiles: (files: File[]) => void;
  onPick: (file: PickedFile) => void;
  children?: ReactNode;
}

/** The common frame of upload fields: label, buttons, size note, progress, error, replace question, preview. */
export function UploadFrame(props: UploadFrameProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = props.progress !== null;
  // Uploading needs files.create or editing the folder's module; otherwise the field still takes a
  // file chosen from the store.
  const mayUpload = useSession((state) => Boolean(state.token) && mayUploadInto(state, props.folderName ?? ''));
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel id={`${id}-label`} required={props.required} error={Boolean(props.error)}>
        {props.label}
      </FormLabel>
      {props.children}
      {!props.readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {mayUpload && (
            <Button variant="contained" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
              {props.uploadLabel}
            </Button>
          )}
          {mayUpload && (
            <input
              ref={input}
              type="file"
              hidden
              accept={props.accept}
              multiple={props.multiple}
              aria-label={`${props.uploadLabel}: ${props.label}`}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                // Reset so picking the same file again still fires a change.
                event.target.value = '';
                if (files.length > 0) props.onFiles(files);
              }}
            />
          )}
          {props.chooseFromFiles !== false && <ChooseFromFilesButton accept={props.accept} folderName={props.folderName} imageRule={props.imageRule} onPick={props.onPick} disabled={busy} />}
        </Box>
      )}
      {props.note && (
        <Typography variant="caption" color="text.secondary">
          {props.note}
        </Typography>
      )}
      {busy && !props.hideProgress && <LinearProgress variant="determinate" value={props.progress ?? 0} aria-label={`Uploading ${props.label}`} />}
      {props.error && <FormHelperText error role="alert">{props.error}</FormHelperText>}
      <ConfirmDialog
        open={props.replaceAsk !== null}
        title={props.replaceAsk?.inUse ? 'File in use' : 'File exists'}
        text={props.replaceAsk?.inUse ?? `File ${props.replaceAsk?.name ?? ''} already exists. Do you want to replace it?`}
        onConfirm={() => props.replaceAsk?.answer(true)}
        onCancel={() => props.replaceAsk?.answer(false)}
      />
    </Box>
  );
}
