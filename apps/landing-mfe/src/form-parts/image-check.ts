// Upload checks of spec 1 §5: one file, size in MB, exact dimensions (the landing sizes of spec 1 §9).
export interface ImageSize {
  width: number;
  height: number;
}

export const sizeText = (maxMb: number) => `File size should be less than ${maxMb} mb`;
export const dimensionText = (size: ImageSize) => `Image dimension is not correct (expect ${size.width} x ${size.height})`;

export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('must be a valid image!'));
    };
    img.src = url;
  });
}

/** The problem with a picked file, or null when it may be uploaded. */
export async function imageProblem(file: File, expected: ImageSize, maxMb: number, measure = readImageSize): Promise<string | null> {
  if (file.size > maxMb * 1024 * 1024) return sizeText(maxMb);
  try {
    const actual = await measure(file);
    return actual.width === expected.width && actual.height === expected.height ? null : dimensionText(expected);
  } catch {
    return 'must be a valid image!';
  }
}
