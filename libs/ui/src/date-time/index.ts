// Separate entry point: date pickers stay off pages that do not use them.
export {};
