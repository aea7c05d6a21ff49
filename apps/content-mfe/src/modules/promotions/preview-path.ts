/** The preview screen outside the layout; the shell routes it to PromotionPreview. */
export const PROMOTION_PREVIEW_PATH = '/promotion/preview';

