/** How an image's dimensions are checked: exactly, at least, or at most the given size. */
export type DimensionMode = 'exact' | 'atLeast' | 'atMost';

export interface ImageSizeSpec {
  width: number;
  height: number;
  mode: DimensionMode;
  /** Largest file in MB (spec: 1 MB unless noted). */
  maxMb: number;
  /** Several files at once (avatars only). */
  multiple?: boolean;
}

const exact = (width: number, height: number, maxMb = 1): ImageSizeSpec => ({ width, height, mode: 'exact', maxMb });

/** Every image size of spec 1 §9 (and spec 2 §9), in one place. Width x height in pixels. */
export const IMAGE_SIZES = {
  sportEventImage: exact(468, 118),
  banner: exact(2000, 600),
  newBanner: exact(720, 440),
  mobileBanner: exact(524, 233),
  subBanner: exact(189, 127),
  placement: exact(524, 233),
  betMatchNewOverview: exact(358, 400),
  betMatchOverview: exact(330, 313),
  betMatchEvent: exact(716, 400),
  entertainment: exact(468, 118),
  medal: exact(33, 46),
  promotion: exact(820, 260),
  landingHeroDesktop: exact(1344, 500),
  landingHeroMobile: exact(374, 500),
  landingCarouselDesktop: exact(985, 312),
  landingCarouselMobile: exact(276, 410),
  registrationDesktop: exact(782, 210),
  registrationMobile: exact(653, 465),
  registrationSmallMobile: exact(477, 303),
  registrationDesktopV2: exact(2560, 2560),
  registrationMobileHeaderV2: exact(750, 484),
  registrationMobileBackgroundV2: exact(750, 1424),
  verificationDesktop: exact(2560, 2560),
  verificationMobileBackground: exact(750, 1424),
  categoryBackground: exact(1229, 469),
  promotionParameterIcon: exact(160, 160, 0.5),
  crest: exact(500, 500, 5),
  /** A background of the event image builder: at least the event image's size, cropped to it. */
  eventImageBackground: { width: 468, height: 118, mode: 'atLeast', maxMb: 5 },
  defaultImage: exact(524, 233),
  defaultImageSpecial: exact(2000, 600),
  specialCategory: { width: 750, height: 270, mode: 'atMost', maxMb: 1 },
  avatar: { width: 256, height: 256, mode: 'atMost', maxMb: 1, multiple: true },
  // Spec 2 §9 leaves the daily challenge card sizes open (docs/decisions.md).
  challengeCard: { width: 600, height: 800, mode: 'atMost', maxMb: 1 },
} as const satisfies Record<string, ImageSizeSpec>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** Preview box of the file pickers, and of file previews (spec 1 §9). */
export const PICKER_PREVIEW = { width: 320, height: 200 } as const;
export const FILE_PREVIEW = { width: 120, height: 120 } as const;

/** The box that shows an image of `spec` whole, in its own proportions, within `bounds`: previewBox(IMAGE_SIZES.registrationMobile) → 281 x 200. */
export function previewBox(spec: Pick<ImageSizeSpec, 'width' | 'height'>, bounds: { width: number; height: number } = PICKER_PREVIEW): { width: number; height: number } {
  const scale = Math.min(1, bounds.width / spec.width, bounds.height / spec.height);
  return { width: Math.round(spec.width * scale), height: Math.round(spec.height * scale) };
}

/** List thumbnails (spec 1 §9). */
export const THUMBNAILS = { avatar: { width: 100, height: 100 }, categoryImage: { width: 120, height: 60 } } as const;

/** The note under a picker: "Required size: 468 x 118 px, up to 1 MB". */
export function sizeNote(spec: ImageSizeSpec): string {
  const qualifier = spec.mode === 'atLeast' ? 'at least ' : spec.mode === 'atMost' ? 'at most ' : '';
  return `Required size: ${qualifier}${spec.width} x ${spec.height} px, up to ${spec.maxMb} MB`;
}
