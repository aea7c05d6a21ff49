/**
 * A picked file's text, through FileReader (Blob.text is missing in some test DOMs).
 * @example const ids = parsePlayerIds(await readFileText(file))
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
