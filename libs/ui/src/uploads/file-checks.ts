import { uploadMessages } from '@backoffice/validation';
import type { DimensionMode } from './image-sizes';

const MB = 1024 * 1024;

/** One file at a time unless the field takes several → "Only one file is allowed". */
export function checkFileCount(count: number, multiple: boolean): string | undefined {
  return !multiple && count > 1 ? uploadMessages.onlyOneFile : undefined;
}

/** Larger than the limit → "File size should be less than {n} mb". */
export function checkFileSize(bytes: number, maxMb: number): string | undefined {
  return bytes > maxMb * MB ? uploadMessages.fileTooLarge(maxMb) : undefined;
}

/** Dimension rule by mode → "Image dimension is not correct (expect {w} x {h})". */
export function checkDimensions(
  actual: { width: number; height: number },
  expected: { width: number; height: number; mode: DimensionMode },
): string | undefined {
  const { width, height } = actual;
  const ok =
    expected.mode === 'exact'
      ? width === expected.width && height === expected.height
      : expected.mode === 'atLeast'
        ? width >= expected.width && height >= expected.height
        : width <= expected.width && height <= expected.height;
  return ok ? undefined : uploadMessages.imageDimension(expected.width, expected.height);
}

/** The file's type must match the field's accept list ('image/*', 'application/pdf'). */
export function checkFileType(type: string, accept: string): string | undefined {
  const ok = accept.split(',').some((raw) => {
    const rule = raw.trim();
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule;
  });
  return ok ? undefined : uploadMessages.wrongFormat;
}
