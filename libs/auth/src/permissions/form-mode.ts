/** Modes of the generic entity form (spec 1 §2). Preview is read-only like view. */
export type FormMode = 'view' | 'add' | 'edit' | 'clone' | 'preview';
