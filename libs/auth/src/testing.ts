// Test helpers for @backoffice/auth (a second entry point, so tests never deep-import).
export {};
