/** Natural size of an image from its URL (blob: or http). Rejects when it is not an image. */
export function measureImageUrl(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The file is not an image that can be read'));
    image.src = url;
  });
}

/** Natural size of a picked image file. */
export async function measureImageFile(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    return await measureImageUrl(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}
