// Entity schema: files (filled by its issue).
export {};
