/** The preview screen outside the layout (spec 1 §2); the shell routes it to PromotionPreview. */
export const PROMOTION_PREVIEW_PATH = '/promotion/preview';

/** The preview of a saved promotion, read from the server. */
export const savedPreviewUrl = (id: string | number) => `${PROMOTION_PREVIEW_PATH}?id=${encodeURIComponent(String(id))}`;
