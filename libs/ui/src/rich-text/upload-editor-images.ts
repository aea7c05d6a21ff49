import { uploadFile } from '@backoffice/api/query';

/** Largest image accepted into rich text, in MB. */
export const EDITOR_IMAGE_MAX_MB = 5;

/**
 * Uploads images dropped into the editor. Each gets a time-stamped name so two editors never fight over
 * "image.png" (no replace question inside a text).
 */
export async function uploadEditorImages(files: File[], folderName: string, now: () => number = Date.now) {
  const images: { src: string; alt: string }[] = [];
  for (const file of files) {
    const safeName = file.name.replace(/[^\w.-]+/g, '-');
    const result = await uploadFile({ file, folderName, fileName: `${now()}-${safeName}` });
    if (result.status === 'created') images.push({ src: result.fileUrl, alt: file.name.replace(/\.[^.]+$/, '') });
  }
  return images;
}
