import { createContext, useContext } from 'react';
import { fieldWords } from '@backoffice/validation/session';

/**
 * The labels of the surrounding form's fields, from its schema (a FormShell gives `name => fieldLabel(schema, name)`):
 * a field declared with a label in its module's schema needs no `label` prop, so form, history and diff say the same.
 */
export const FieldLabelContext = createContext<((name: string) => string) | null>(null);

/** The label a field shows: the one it is given, else its schema's, else words from its name. */
export function useFieldLabel(name: string, label?: string): string {
  const labelOf = useContext(FieldLabelContext);
  if (label !== undefined) return label;
  return labelOf ? labelOf(name) : fieldWords(name.replace(/\[\d*\]/g, ''));
}
