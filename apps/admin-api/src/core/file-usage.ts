// Which records use a stored file. A renamed or deleted file breaks every record that points at it, so the
// files module asks every content module first. A module registers one finder, usually in one line:
//
//   app.fileUsage.register(jsonFileReferences({ module: 'landing', label: 'Landing page', table: 'landing_pages', column: 'config', name: 'link_code' }));
//
import type { FileUsage } from '@backoffice/validation';
import type { Db } from '../db/db';

/** A file (exact key) or a folder (everything below it) about to be deleted, renamed or moved. */
export interface FileTarget {
  key: string;
  isDir: boolean;
}

export interface FileUsageFinder {
  module: string;
  label: string;
  /** The records of this module that reference target. */
  find(db: Db, target: FileTarget): Promise<{ id: number | string; name: string }[]>;
}

export class FileUsageRegistry {
  private finders: FileUsageFinder[] = [];

  register(finder: FileUsageFinder): void {
    if (this.finders.some((f) => f.module === finder.module && f.label === finder.label)) throw new Error(`File usage of ${finder.module}/${finder.label} registered twice`);
    this.finders.push(finder);
  }

  /** Every record of every module that uses one of the targets. */
  async find(db: Db, targets: readonly FileTarget[]): Promise<FileUsage[]> {
    const found: FileUsage[] = [];
    for (const target of targets) {
      for (const finder of this.finders) {
        for (const record of await finder.find(db, target)) {
          found.push({ path: target.key, module: finder.module, moduleLabel: finder.label, id: record.id, name: record.name });
        }
      }
    }
    return found;
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * A PostgreSQL regular expression matching any URL of the stored target (`/files/<key>`, absolute or relative,
 * percent-encoded or not) inside text: a file only when nothing of a longer name follows, a folder with
 * anything below it.
 */
export function fileReferencePattern(target: FileTarget): string {
  const forms = [...new Set([encodeKey(target.key), target.key])].map(escapeRegex).join('|');
  return target.isDir ? `/files/(${forms})/` : `/files/(${forms})($|[^A-Za-z0-9._~%/-])`;
}

export interface JsonReferencesOptions {
  module: string;
  label: string;
  table: string;
  /** A json/jsonb or text column (or SQL expression) holding the record's content. */
  column: string;
  /** SQL for the record's name shown to staff. */
  name: string;
  id?: string;
  /** Extra SQL condition, e.g. `deleted_at IS NULL`. */
  where?: string;
}

/** A finder for modules that keep file URLs anywhere inside one column (a config jsonb, rich text …). */
export function jsonFileReferences(options: JsonReferencesOptions): FileUsageFinder {
  const id = options.id ?? 'id';
  const sql = `SELECT ${id} AS id, ${options.name} AS name FROM ${options.table}
    WHERE (${options.column})::text ~ $1${options.where ? ` AND (${options.where})` : ''} ORDER BY ${id} LIMIT 100`;
  return {
    module: options.module,
    label: options.label,
    async find(db, target) {
      const { rows } = await db.query<{ id: number | string; name: string | null }>(sql, [fileReferencePattern(target)]);
      return rows.map((row) => ({ id: row.id, name: row.name ?? `#${row.id}` }));
    },
  };
}
