import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import { useField } from 'react-final-form';
import { SHOWN_FIELD_STATE, shownError, useFormReadOnly } from '@backoffice/auth';
import { moveItem } from '../sortable-table/move-item';
import type { PickedFile } from './file-browser';
import { imageFileProblem, pickedImageProblem } from './image-checks';
import { sizeNote, THUMBNAILS, type ImageSizeSpec } from './image-sizes';
import { measureImageFile } from './image-measure';
import { UploadFrame } from './UploadFrame';
import { refusalOf, useUploader } from './use-uploader';

/** One file of the current selection: waiting, uploading (percent), refused (why) or failed. */
interface QueuedFile {
  key: string;
  name: string;
  percent: number;
  problem?: string;
  /** This file's own size ("300 x 310 px, 1.4 MB"), measured per file, beside a refusal. */
  measured?: string;
}

const bytesText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** What one file of a batch is: its dimensions (when it is an image that can be read) and its bytes. */
async function measuredText(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) return bytesText(file.size);
  try {
    const { width, height } = await measureImageFile(file);
    return `${width} x ${height} px, ${bytesText(file.size)}`;
  } catch {
    return bytesText(file.size);
  }
}

export interface MultiImageUploadFieldProps<T> {
  /** Form field holding the list (of URLs, or of items made by `toItem`). */
  name: string;
  label: string;
  /** A row of IMAGE_SIZES, e.g. IMAGE_SIZES.avatar. */
  size: ImageSizeSpec;
  folderName: string;
  required?: boolean;
  /** The list's item for a stored file (default: its URL). */
  toItem?: (url: string, fileName: string) => T;
  /** The URL of an item (default: the item itself). */
  urlOf?: (item: T) => string;
  /** Thumbnail box (default 100x100, the spec's avatar size). */
  thumbnail?: { width: number; height: number };
  chooseFromFiles?: boolean;
}

const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/**
 * Several images in one FormShell field: multi-select upload checked file by file (a refused file is listed with its
 * reason, the rest upload), a progress bar per file, thumbnails with remove and move left / right.
 *   <MultiImageUploadField name="avatars" label="Avatars" size={IMAGE_SIZES.avatar} folderName="avatars"
 *     toItem={(url, file) => ({ avatarFileUrl: url, avatarFile: file })} urlOf={(a) => a.avatarFileUrl} />
 */
export function MultiImageUploadField<T = string>({ name, label, size, folderName, required, chooseFromFiles, ...options }: MultiImageUploadFieldProps<T>) {
  const { input, meta } = useField<T[]>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const uploader = useUploader(folderName);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const toItem = options.toItem ?? ((url: string) => url as unknown as T);
  const urlOf = options.urlOf ?? ((item: T) => item as unknown as string);
  const thumb = options.thumbnail ?? THUMBNAILS.avatar;
  const items = Array.isArray(input.value) ? input.value : [];
  const busy = queue.some((f) => f.problem === undefined && f.percent < 100);

  const change = (next: T[]) => {
    input.onChange(next);
    input.onBlur();
  };
  const patch = (key: string, update: Partial<QueuedFile>) => setQueue((all) => all.map((f) => (f.key === key ? { ...f, ...update } : f)));

  async function onFiles(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}`, name: file.name, percent: 0 }));
    setQueue(batch.map(({ key, name: fileName, percent }) => ({ key, name: fileName, percent })));
    const added: T[] = [];
    for (const { file, key } of batch) {
      const problem = await imageFileProblem(file, size);
      if (problem) {
        patch(key, { problem, measured: await measuredText(file) });
        continue;
      }
      try {
        const url = await uploader.upload(file, (percent) => patch(key, { percent }));
        if (url) added.push(toItem(url, file.name));
        patch(key, url ? { percent: 100 } : { problem: 'Not replaced' });
      } catch (error) {
        // The HTTP client has shown the error; the other files still go.
        patch(key, { problem: refusalOf(error) ?? 'Upload failed' });
      }
    }
    if (added.length > 0) change([...items, ...added]);
    // Only the refused files stay listed, so staff see what to fix.
    setQueue((all) => all.filter((f) => f.problem !== undefined));
  }

  async function onPick(file: PickedFile) {
    const problem = await pickedImageProblem(file, size);
    setQueue(problem ? [{ key: file.url, name: file.name, percent: 0, problem }] : []);
    if (!problem) change([...items, toItem(file.url, file.name)]);
  }

  const error = shownError(meta);
  return (
    <UploadFrame
      label={label}
      required={required}
      accept="image/*"
      multiple
      note={sizeNote(size)}
      error={typeof error === 'string' ? error : undefined}
      progress={busy ? 0 : null}
      replaceAsk={uploader.replaceAsk}
      readOnly={readOnly}
      chooseFromFiles={chooseFromFiles}
      folderName={folderName}
      imageRule={size}
      uploadLabel="Upload images"
      onFiles={onFiles}
      onPick={onPick}
      hideProgress
    >
      {items.length > 0 && (
        <Box component="ol" aria-label={`${label} images`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item, index) => {
            const url = urlOf(item);
            const n = index + 1;
            return (
              <Box component="li" key={`${url}-${index}`} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                <Box sx={{ width: thumb.width, height: thumb.height, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
                  <Box component="img" src={url} alt={`${label} ${n}: ${fileNameOf(url)}`} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
                </Box>
                {!readOnly && (
                  <Box sx={{ display: 'flex' }}>
                    <IconButton size="small" aria-label={`Move ${label} ${n} left`} disabled={index === 0} onClick={() => change(moveItem(items, index, index - 1))}>
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Remove ${label} ${n}`} onClick={() => change(items.filter((_it, i) => i !== index))}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Move ${label} ${n} right`} disabled={index === items.length - 1} onClick={() => change(moveItem(items, index, index + 1))}>
                      <ArrowForwardIcon fontSize="small" />
                    </IconButton>
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {queue.length > 0 && (
        <Box component="ul" aria-label={`${label} uploads`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {queue.map((f) => (
            <Box component="li" key={f.key}>
              <Typography variant="body2" color={f.problem ? 'error' : 'text.primary'} role={f.problem ? 'alert' : undefined}>
                {f.problem ? `${f.name}${f.measured ? ` (${f.measured})` : ''}: ${f.problem}` : f.name}
              </Typography>
              {!f.problem && <LinearProgress variant="determinate" value={f.percent} aria-label={`Uploading ${f.name}`} />}
            </Box>
          ))}
        </Box>
      )}
    </UploadFrame>
  );
}
