import { createContext, useContext } from 'react';
import type { FormMode } from '../permissions/form-mode';

/** The mode of the surrounding FormShell; fields read it to become read-only in view and preview. */
export const FormModeContext = createContext<FormMode>('add');

export const isReadOnlyMode = (mode: FormMode) => mode === 'view' || mode === 'preview';

/** `const readOnly = useFormReadOnly()` inside any field of a FormShell. */
export function useFormReadOnly(): boolean {
  return isReadOnlyMode(useContext(FormModeContext));
}
