// Whether a stored image fits the picking field's image rule: measured in the browser from the
// file's link, so the dialog can say so before Choose instead of the field refusing it after.
import { checkDimensions, checkFileSize, type FileEntry } from '@backoffice/validation';
import type { FileBrowserDialogProps } from '@backoffice/ui';
import { useEffect, useState } from 'react';

/** The picking field's image rule, as the kit hands it to the dialog. */
type ImageRule = NonNullable<FileBrowserDialogProps['imageRule']>;

type Fit = { state: 'checking' } | { state: 'fits'; text: string } | { state: 'refused'; text: string };

function measure(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/** The chosen file against the rule: its own size in words, and the spec's message when it does not fit. */
export function useFit(entry: FileEntry | null, rule: ImageRule | undefined): Fit | undefined {
  const [fit, setFit] = useState<Fit | undefined>(undefined);
  useEffect(() => {
    if (!entry || !rule) return setFit(undefined);
    let live = true;
    const tooLarge = checkFileSize(entry.size, rule.maxMb);
    setFit({ state: 'checking' });
    measure(entry.link).then(
      (size) => {
        if (!live) return;
        const problem = tooLarge ?? checkDimensions(size, rule);
        const own = `${size.width} x ${size.height} px`;
        setFit(problem ? { state: 'refused', text: `${own}: ${problem}` } : { state: 'fits', text: `${own}: fits this field` });
      },
      () => live && setFit({ state: 'refused', text: 'Please provide file in correct format' }),
    );
    return () => {
      live = false;
    };
  }, [entry, rule]);
  return fit;
}
