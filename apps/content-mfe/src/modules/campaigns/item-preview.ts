import { openPreview } from '@backoffice/ui';
import { describedModule } from '@backoffice/validation';

/** The module's preview screen (outside the layout), from its definition: messages, promotions, custom pages. */
const previewPath = (module: string) => describedModule(module)?.preview?.path;

export const hasPreview = (module: string) => previewPath(module) !== undefined;

/** Opens the module's preview with the record as the campaign makes it (a draft: nothing is saved). */
export function previewItem(module: string, values: Record<string, unknown>): void {
  const path = previewPath(module);
  if (path) openPreview(path, values, undefined, false);
}
