import { canAny } from '@backoffice/auth';
import { moduleRecordRoute } from '@backoffice/validation';
import { moduleTable } from '../federation/module-table';

/**
 * Where the finder and the home schedule open a record: as its module's description routes it (its `forms`), edit
 * for those who may update, else read-only, else the list — the same rule as the routes' guards and the server.
 * (@backoffice/ui's recordRoute is the same for the remotes; the shell's first screens do not load that library.)
 */
export function recordRoute(module: string, key: string): string {
  const entry = moduleTable().modules.find((m) => m.description.name === module);
  return entry ? moduleRecordRoute(entry.description, key, (anyOf) => anyOf.length === 0 || canAny(anyOf)) : `/${module}`;
}
