/** Modes of the generic entity form (spec 1 §2). Preview is read-only like view. */
export type FormMode = 'view' | 'add' | 'edit' | 'clone' | 'preview';

const ACTION: Record<FormMode, 'read' | 'create' | 'update'> = {
  view: 'read',
  preview: 'read',
  add: 'create',
  edit: 'update',
  clone: 'create',
};

/**
 * Spec 1 §6: view needs read, add needs create, edit needs update, clone needs create.
 * Example: `formModePermission('promotion', 'clone')` → 'promotion.create'.
 */
export function formModePermission(module: string, mode: FormMode): string {
  return `${module}.${ACTION[mode]}`;
}
