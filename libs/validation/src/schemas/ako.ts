// Entity schema: ako (filled by its issue).
export {};
