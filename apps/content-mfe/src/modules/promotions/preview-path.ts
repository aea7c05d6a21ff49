/** The preview screen outside the layout (spec 1 §2); the shell routes it to PromotionPreview. */
export const PROMOTION_PREVIEW_PATH = '/promotion/preview';

