/** Modes of the generic entity form. Preview is read-only like view. */
export type FormMode = 'view' | 'add' | 'edit' | 'clone' | 'preview';
