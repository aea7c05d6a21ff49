// One convention for per-language fields across the API: the language and an underscore in front
// (pl_title, pl_imageUrl, pl_value), as regulations, messages and promotions do.
import * as validation from '../index';

const schemas = Object.entries(validation).filter(
  ([, value]) => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema',
);

/** Every object key a schema accepts, however deep (pipes, optionals, arrays, unions). */
function keysOf(node: unknown, seen = new Set<unknown>()): string[] {
  if (typeof node !== 'object' || node === null || seen.has(node)) return [];
  seen.add(node);
  const n = node as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown; item?: unknown; options?: unknown[] };
  const own = n.entries ? Object.keys(n.entries) : [];
  const inner = [...Object.values(n.entries ?? {}), ...(n.pipe ?? []), n.wrapped, n.item, ...(n.options ?? [])];
  return [...own, ...inner.flatMap((child) => keysOf(child, seen))];
}

describe('per-language field names (pl_title …)', () => {
  it.each(schemas)('%s: no camelCase language prefix (plTitle, enValue)', (_name, schema) => {
    expect(keysOf(schema).filter((key) => /^(pl|en|uk)[A-Z]/.test(key))).toEqual([]);
  });
});
