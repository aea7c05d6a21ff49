import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useField } from 'react-final-form';
import { IMAGE_SIZES, ImageUploadField, TextInput, previewBox, type ImageSizeName } from '@backoffice/ui';
import type { BannerSlot } from '@backoffice/modules-content';

// Wide enough for a desktop banner to read, low enough that 750x1424 backgrounds do not fill the screen.
const PREVIEW_BOUNDS = { width: 420, height: 320 };

/** One image of a method banner: the upload at its exact size into its folder, a true-proportion preview, its alt text. */
export function BannerImageField({ slot }: { slot: BannerSlot }) {
  const size = IMAGE_SIZES[slot.sizeName as ImageSizeName];
  const box = previewBox(size, PREVIEW_BOUNDS);
  const name = `images.${slot.key}`;
  const { input } = useField<string>(`${name}.url`, { subscription: { value: true } });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}>
      <ImageUploadField name={`${name}.url`} label={`${slot.label} (${size.width} x ${size.height})`} size={size} folderName={slot.folder} previewWidth={box.width} previewHeight={box.height} />
      {input.value && (
        <Link href={input.value} target="_blank" rel="noopener noreferrer" variant="body2">
          Open {slot.label} at {size.width} x {size.height}
        </Link>
      )}
      <TextInput name={`${name}.alt`} label={`${slot.label} alt text`} required />
    </Box>
  );
}
