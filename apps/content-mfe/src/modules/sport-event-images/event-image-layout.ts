// The event image of the builder: a 468x118 picture — the background cropped to fill it, the two
// crests whole in squares at the sides, "VS" between them. Pure: the pictures come in already loaded.
import { containRect, coverCrop, type CanvasLayout, type DrawOp, type FontSpec } from '@backoffice/ui/canvas';

export const EVENT_IMAGE = { width: 468, height: 118 } as const;
const CREST = 100;
const MARGIN = 24;
const VS_FONT: FontSpec = { size: 34, bold: true, italic: false };

/** A loaded picture and its natural size. */
export interface Picture {
  image: CanvasImageSource;
  width: number;
  height: number;
}

export interface EventImageParts {
  background?: Picture;
  leftCrest?: Picture;
  rightCrest?: Picture;
}

/** The builder's image from whatever is chosen so far (the live preview draws partial choices too). */
export function layoutEventImage({ background, leftCrest, rightCrest }: EventImageParts): CanvasLayout {
  const { width, height } = EVENT_IMAGE;
  const top = (height - CREST) / 2;
  const ops: DrawOp[] = [
    background
      ? { kind: 'image', image: background.image, from: coverCrop(background.width, background.height, EVENT_IMAGE), to: { x: 0, y: 0, width, height } }
      : { kind: 'background', width, height, from: '#1b3a2a', to: '#0d1f16' },
  ];
  const crest = (picture: Picture, x: number) => ({ kind: 'image' as const, image: picture.image, to: containRect(picture.width, picture.height, { x, y: top, width: CREST, height: CREST }) });
  if (leftCrest) ops.push(crest(leftCrest, MARGIN));
  if (rightCrest) ops.push(crest(rightCrest, width - MARGIN - CREST));
  ops.push({ kind: 'text', x: width / 2, y: Math.round(height / 2 + VS_FONT.size * 0.355), text: 'VS', font: VS_FONT, color: '#ffffff', align: 'center' });
  return { width, height, ops };
}
