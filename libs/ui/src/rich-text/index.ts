// Separate entry point: the rich-text editor is heavy and must stay off pages that do not use it.
export { RichTextEditor, EDITOR_HEIGHT, type RichTextEditorProps, type RichTextImages } from './RichTextEditor';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './sanitize-html';
export { uploadEditorImages, EDITOR_IMAGE_MAX_MB } from './upload-editor-images';
