// The content modules' schemas keep the stored-input rules every schema keeps (string rule, integer rule, true length
// messages) and the per-language field names language first (pl_title, not plTitle).
import { schemaRuleProblems } from '@backoffice/validation';
import * as content from './index';

const schemas = Object.entries(content).filter(
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

it('finds the schemas, the per-language fields among them', () => {
  expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['bannerSchema', 'hotBannerSchema', 'promotionSchema', 'messageSchema']));
  const keys = schemas.flatMap(([, schema]) => keysOf(schema));
  expect(keys).toEqual(expect.arrayContaining(['pl_title', 'pl_subTitle', 'pl_imageUrl', 'pl_mobileImageUrl', 'pl_imageAltText', 'pl_link', 'pl_description', 'pl_value', 'en_value']));
});

it.each(schemas)('%s: every string, number and length message follows the rules', (_name, schema) => {
  expect(schemaRuleProblems(schema)).toEqual([]);
});

it.each(schemas)('%s: no camelCase language prefix (plTitle, enValue)', (_name, schema) => {
  expect(keysOf(schema).filter((key) => /^(pl|en|uk)[A-Z]/.test(key))).toEqual([]);
});
