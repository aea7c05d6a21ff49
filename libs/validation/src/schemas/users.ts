// Entity schema: users (filled by its issue).
export {};
