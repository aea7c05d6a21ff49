import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useField } from 'react-final-form';
import { SHOWN_FIELD_STATE, shownError, useFieldLabel, useFormReadOnly } from '@backoffice/auth';
import { checkFileCount } from './file-checks';
import type { PickedFile } from './file-browser';
import { imageFileProblem, pickedImageProblem } from './image-checks';
import { PICKER_PREVIEW, sizeNote, type ImageSizeSpec } from './image-sizes';
import { UploadFrame } from './UploadFrame';
import { refusalOf, useUploader } from './use-uploader';

export interface ImageUploadFieldProps {
  /** Form field holding the image URL (a list of URLs when `size.multiple`). */
  name: string;
  /** Left out in a FormShell, the label its schema declares for `name`. */
  label?: string;
  /** A row of IMAGE_SIZES, e.g. IMAGE_SIZES.banner. */
  size: ImageSizeSpec;
  /** Storage folder, e.g. FILE_FOLDERS.banners. */
  folderName: string;
  required?: boolean;
  previewWidth?: number;
  previewHeight?: number;
  /** Offer files-mfe's browser (default on). */
  chooseFromFiles?: boolean;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : typeof value === 'string' && value ? [value] : []);

/**
 * An image of a FormShell: checks count, size in MB and dimensions before uploading (spec messages),
 * shows the required size, a preview (320x200 by default) and the upload progress.
 *   <ImageUploadField name="pl_imageUrl" label="Image" size={IMAGE_SIZES.banner} folderName="banners" />
 */
export function ImageUploadField({ name, label: givenLabel, size, folderName, required, chooseFromFiles, ...preview }: ImageUploadFieldProps) {
  const label = useFieldLabel(name, givenLabel);
  const { input, meta } = useField<string | string[]>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const uploader = useUploader(folderName);
  const [problem, setProblem] = useState<string | undefined>();
  const multiple = size.multiple ?? false;
  const urls = asList(input.value);
  const width = preview.previewWidth ?? PICKER_PREVIEW.width;
  const height = preview.previewHeight ?? PICKER_PREVIEW.height;

  const store = (added: string[]) => {
    input.onChange(multiple ? [...urls, ...added] : added[0]);
    input.onBlur();
  };

  async function onFiles(files: File[]) {
    setProblem(undefined);
    const countProblem = checkFileCount(files.length, multiple);
    if (countProblem) return setProblem(countProblem);
    for (const file of files) {
      const found = await imageFileProblem(file, size);
      if (found) return setProblem(found);
    }
    const stored: string[] = [];
    try {
      for (const file of files) {
        const url = await uploader.upload(file);
        if (url) stored.push(url);
      }
    } catch (error) {
      // The HTTP client has shown its errors (a refused replace is said at the field); keep what was uploaded before it.
      setProblem(refusalOf(error));
    }
    if (stored.length > 0) store(stored);
    return undefined;
  }

  async function onPick(file: PickedFile) {
    setProblem(undefined);
    const found = await pickedImageProblem(file, size);
    if (found) return setProblem(found);
    store([file.url]);
    return undefined;
  }

  const remove = (url: string) => {
    input.onChange(multiple ? urls.filter((u) => u !== url) : '');
    input.onBlur();
  };

  return (
    <UploadFrame
      label={label}
      required={required}
      accept="image/*"
      multiple={multiple}
      note={sizeNote(size)}
      error={problem ?? shownError(meta)}
      progress={uploader.progress}
      replaceAsk={uploader.replaceAsk}
      readOnly={readOnly}
      chooseFromFiles={chooseFromFiles}
      folderName={folderName}
      imageRule={size}
      uploadLabel={multiple ? 'Upload images' : 'Upload image'}
      onFiles={onFiles}
      onPick={onPick}
    >
      {urls.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {urls.map((url) => (
            <Box key={url} sx={{ position: 'relative', width, height, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
              <Box component="img" src={url} alt={`${label} preview`} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
              {!readOnly && (
                <IconButton aria-label={`Remove ${label}`} size="small" onClick={() => remove(url)} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </UploadFrame>
  );
}
