// Separate entry point: the rich-text editor is heavy and must stay off pages that do not use it.
export {};
