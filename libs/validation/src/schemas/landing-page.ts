// Entity schema: landing-page (filled by its issue).
export {};
