// Demo records of a resource (DEMO_DATA): each checked with the module's schema (its server fields taken as given),
// stored once into a table that has none of them yet (none at all, or none within the definition's demoScope).
import * as v from 'valibot';
import type { Db } from '../db/db';
import type { FileStorage } from '../modules/files/storage/file-storage';
import { materializeDemoFiles, type DemoImageSizes } from './demo-files';
import { moduleNamed } from '../core/module-catalog';
import { valuesAt } from './image-rules';
import { identifier, type ResourceDefinition } from './definition';
import { toColumns } from './records';

/** `files`: where the demo's /files/… images are made real (see demo-files); without it links stay as written. */
export async function seedDemo(db: Db, definition: ResourceDefinition, now: Date, files?: FileStorage): Promise<number> {
  if (!definition.demo) return 0;
  const table = identifier(definition.table);
  const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} t${definition.demoScope ? ` WHERE ${definition.demoScope}` : ''}`);
  if (rows[0].n !== '0') return 0;
  const kept = new Set(definition.serverFields ?? []);
  const parsed = definition.demo(now).map((record) => {
    const own = Object.entries(record).filter(([field]) => kept.has(field));
    const input = Object.fromEntries(Object.entries(record).filter(([field]) => !kept.has(field)));
    return { ...(v.parse(definition.module.schema, input) as Record<string, unknown>), ...Object.fromEntries(own) };
  });
  const records = files ? await Promise.all(parsed.map((record) => materializeDemoFiles(files, record, demoImageSizes(definition.module.name, record)))) : parsed;
  await db.transaction(async (tx) => {
    for (const record of records) {
      const { columns, values } = toColumns(definition.jsonFields, record);
      const placeholders = values.map((_value, i) => `$${i + 1}`);
      await tx.query(`INSERT INTO ${table} (${columns.map(identifier).join(', ')}) VALUES (${placeholders.join(', ')})`, values);
    }
  });
  return records.length;
}

/** Each image link of a demo record with its field's rule size: the picture made for it then passes that rule. */
export function demoImageSizes(module: string, record: Record<string, unknown>): DemoImageSizes {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const [path, rule] of Object.entries(moduleNamed(module)?.images ?? {})) {
    const { width, height } = typeof rule === 'function' ? rule(record) : rule;
    for (const { value } of valuesAt(record, path)) sizes.set(value, { width, height });
  }
  return sizes;
}
