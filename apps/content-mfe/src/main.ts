// The content remote has no standalone page: its module screens run in the shell, which loads them through the
// remote's webpack `exposes` (the catalog's `remote` fields). This entry only gives the build its page.
export {};
