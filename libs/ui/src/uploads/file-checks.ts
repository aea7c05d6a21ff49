import { uploadMessages } from '@backoffice/validation';

/** One file at a time unless the field takes several → "Only one file is allowed". */
export function checkFileCount(count: number, multiple: boolean): string | undefined {
  return !multiple && count > 1 ? uploadMessages.onlyOneFile : undefined;
}

/** Larger than the limit, dimension rule by mode: the same checks the API applies (libs/validation). */
export { checkDimensions, checkFileSize } from '@backoffice/validation';

/** The file's type must match the field's accept list ('image/*', 'application/pdf'). */
export function checkFileType(type: string, accept: string): string | undefined {
  const ok = accept.split(',').some((raw) => {
    const rule = raw.trim();
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule;
  });
  return ok ? undefined : uploadMessages.wrongFormat;
}
