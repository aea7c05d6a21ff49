import { RichTextField } from '@backoffice/ui/rich-text';
import { AKO_LABELS } from '@backoffice/validation';

/**
 * The rich-text coupon description (the shared editor; the form keeps its HTML). The image draws text
 * formatting, headings and lists, not pictures: the editor offers no image upload here.
 */
export function DescriptionField() {
  return (
    <RichTextField
      name="couponDescription"
      label={AKO_LABELS.couponDescription}
      images={false}
      height={180}
      required
      helperText="Bold, italics, underline, strikethrough, headings and lists appear on the image."
    />
  );
}
