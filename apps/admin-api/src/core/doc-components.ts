// The finishing pass over the generated document: schemas marked with a name (doc-schema `named`) are listed once
// under components/schemas and referenced, and every tag an operation uses is defined with a description.
import { moduleNamed } from './module-catalog';
import { COMPONENT } from './doc-schema';

type Json = Record<string, unknown>;
interface Document extends Json {
  paths: Record<string, Record<string, { tags?: string[] } & Json>>;
  components?: Json & { schemas?: Record<string, Json> };
  tags?: { name: string; description: string }[];
}

/** Tags that are not modules of the catalogue. */
const TAG_TEXT: Record<string, string> = {
  auth: 'Sign in and out, sessions, passwords',
  public: 'The content API the public site reads (no sign-in)',
  files: 'The file store: folders, uploads, and the files themselves',
  'landing-pages': 'Landing pages: their base config, bulk edit and public view',
  history: 'The audit trail of every change',
  live: 'Live collaboration: the change feed and who has a record open',
};

export function finishDocument(doc: Document): Document {
  const schemas: Record<string, Json> = { ...(doc.components?.schemas ?? {}) };
  const seen = new Map<string, string>();
  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (!node || typeof node !== 'object') return node;
    const { [COMPONENT]: name, ...rest } = node as Json;
    const inner = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, hoist(value)]));
    if (typeof name !== 'string') return inner;
    const text = JSON.stringify(inner);
    const known = seen.get(name);
    if (known !== undefined && known !== text) throw new Error(`OpenAPI: two different schemas are both named ${name}`);
    seen.set(name, text);
    schemas[name] = inner;
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = hoist(doc.paths) as Document['paths'];
  const used = new Set(Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((op) => op.tags ?? [])));
  const tags = [...used].sort().map((name) => ({ name, description: TAG_TEXT[name] ?? moduleNamed(name)?.menu?.label ?? name }));
  const sorted = Object.fromEntries(Object.keys(schemas).sort().map((key) => [key, schemas[key]]));
  return { ...doc, paths, tags, components: { ...doc.components, schemas: sorted } };
}
