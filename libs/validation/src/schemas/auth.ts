// Entity schema: auth (filled by its issue).
export {};
