// The rules live in libs/validation: the API checks the same ones on the stored file a record names.
import type { ImageSizeSpec } from '@backoffice/validation';

export { IMAGE_SIZES, type DimensionMode, type ImageSizeName, type ImageSizeSpec } from '@backoffice/validation';

/** Preview box of the file pickers, and of file previews. */
export const PICKER_PREVIEW = { width: 320, height: 200 } as const;

/** The box that shows an image of `spec` whole, in its own proportions, within `bounds`: previewBox(IMAGE_SIZES.registrationMobile) → 281 x 200. */
export function previewBox(spec: Pick<ImageSizeSpec, 'width' | 'height'>, bounds: { width: number; height: number } = PICKER_PREVIEW): { width: number; height: number } {
  const scale = Math.min(1, bounds.width / spec.width, bounds.height / spec.height);
  return { width: Math.round(spec.width * scale), height: Math.round(spec.height * scale) };
}

/** List thumbnails. */
export const THUMBNAILS = { avatar: { width: 100, height: 100 }, categoryImage: { width: 120, height: 60 } } as const;

/** The note under a picker: "Required size: 468 x 118 px, up to 1 MB". */
export function sizeNote(spec: ImageSizeSpec): string {
  const qualifier = spec.mode === 'atLeast' ? 'at least ' : spec.mode === 'atMost' ? 'at most ' : '';
  return `Required size: ${qualifier}${spec.width} x ${spec.height} px, up to ${spec.maxMb} MB`;
}
