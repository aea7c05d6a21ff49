import { RichTextField } from '@backoffice/ui/rich-text';
import { AKO_LABELS } from '@backoffice/validation';

/**
 * The rich-text coupon description (the shared editor; the form keeps its HTML). The image draws text
 * formatting, headings and lists; pictures are not drawn, which the helper says up front.
 */
export function DescriptionField() {
  return (
    <RichTextField
      name="couponDescription"
      label={AKO_LABELS.couponDescription}
      // The editor needs an upload folder; coupons are promotional content.
      imageFolder="promotions"
      height={180}
      required
      helperText="Bold, italics, underline, strikethrough, headings and lists appear on the image; pictures do not."
    />
  );
}
