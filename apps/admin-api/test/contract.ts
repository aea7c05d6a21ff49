// The OpenAPI document as a contract over every test's traffic: createTestApp wraps `app.inject` so each answer is
// checked against the document (status listed, content type and body valid), and each request that was answered
// 2xx is checked too (path, query and JSON body valid). A mismatch throws from the inject, failing the test that sent it.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { appendFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DOC_KEYWORDS } from '../src/core/doc-extensions';

type Json = Record<string, unknown>;
interface Parameter { name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean; schema: Json }
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface Route { pattern: RegExp; names: string[]; literal: number; methods: Record<string, Operation> }

/** Responses and 2xx requests checked by this process (printed by the suite with OPENAPI_CONTRACT_STATS). */
export const contractStats = { responses: 0, requests: 0 };

/**
 * Closed unless OPENAPI_CONTRACT_CLOSED=0 (or `closed: false`): an answer may carry no field its schema does not name
 * (every object schema with `properties` is read as `unevaluatedProperties: false`), so a new field cannot ship
 * undocumented.
 */
export const CLOSED_BY_DEFAULT = process.env.OPENAPI_CONTRACT_CLOSED !== '0';

export class Contract {
  private readonly ajv = new Ajv2020({ strict: true, multipleOfPrecision: 9, allowUnionTypes: true, allErrors: false, coerceTypes: false });
  private readonly closedAjv = new Ajv2020({ strict: true, multipleOfPrecision: 9, allowUnionTypes: true, allErrors: false, coerceTypes: false });
  private readonly compiledClosed = new Map<Json, ValidateFunction>();
  private readonly textAjv = new Ajv2020({ strict: true, multipleOfPrecision: 9, allowUnionTypes: true, coerceTypes: 'array' });
  private readonly routes: Route[];
  private readonly compiled = new Map<Json, ValidateFunction>();
  private readonly compiledText = new Map<Json, ValidateFunction>();

  constructor(doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Json> } }, private readonly closed = CLOSED_BY_DEFAULT) {
    for (const ajv of [this.ajv, this.textAjv, this.closedAjv]) {
      addFormats(ajv);
      for (const keyword of DOC_KEYWORDS) ajv.addKeyword(keyword);
      for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) ajv.addSchema((ajv === this.closedAjv ? closedSchema(localRefs(schema)) : localRefs(schema)) as Json, name);
    }
    this.routes = Object.entries(doc.paths)
      .map(([path, methods]) => {
        const names: string[] = [];
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
          names.push(name);
          return path === '/files/{path}' ? '(.+)' : '([^/]+)';
        });
        return { pattern: new RegExp(`^${source}$`), names, literal: path.split('/').filter((s) => s && !s.startsWith('{')).length, methods };
      })
      // `/users/role-options` before `/users/{id}`.
      .sort((a, b) => a.names.length - b.names.length || b.literal - a.literal);
  }

  private validator(schema: Json, text: boolean): ValidateFunction {
    const cache = text ? this.compiledText : this.compiled;
    let fn = cache.get(schema);
    if (!fn) cache.set(schema, (fn = (text ? this.textAjv : this.ajv).compile(localRefs(schema) as Json)));
    return fn;
  }

  private closedValidator(schema: Json): ValidateFunction {
    let fn = this.compiledClosed.get(schema);
    if (!fn) this.compiledClosed.set(schema, (fn = this.closedAjv.compile(closedSchema(localRefs(schema)) as Json)));
    return fn;
  }

  private check(schema: Json, value: unknown, where: string, text = false, answer = false): string[] {
    const fn = answer && this.closed ? this.closedValidator(schema) : this.validator(schema, text);
    if (fn(value)) return [];
    // An undeclared field is named, with where it is: what to declare (or to stop sending).
    const undeclared = (fn.errors ?? []).filter((e) => e.keyword === 'unevaluatedProperties').map((e) => ` (undeclared: ${e.instancePath}/${String(e.params.unevaluatedProperty)})`);
    return [`${where}: ${this.ajv.errorsText(fn.errors, { dataVar: where })}${undeclared.join('')}`];
  }

  /** Problems of one exchange; empty when it keeps the contract (or the URL is not an API operation). */
  problems(method: string, rawUrl: string, request: { body?: unknown; contentType?: string }, response: LightMyRequestResponse): string[] {
    const url = new URL(rawUrl, 'http://test');
    const route = this.routes.find((r) => r.pattern.test(url.pathname) && r.methods[method.toLowerCase()]);
    const operation = route?.methods[method.toLowerCase()];
    // A route a test registers for itself has no operationId (every API route has one: openapi-document.spec).
    if (!route || !operation?.operationId) return [];
    const problems: string[] = [];
    const status = String(response.statusCode);
    // An unexpected server fault is never part of the contract: a test that provokes one asserts the 500 itself.
    if (status === '500') return [];
    const documented = operation.responses[status];
    contractStats.responses++;
    if (!documented) return [`${operation.operationId} answered ${status}, which the document does not list (${Object.keys(operation.responses).join(', ')}): ${response.body.slice(0, 200)}`];
    const type = String(response.headers['content-type'] ?? '').split(';')[0].trim();
    if (documented.content && response.body.length) {
      const media = documented.content[type] ?? documented.content[`${type.split('/')[0]}/*`] ?? documented.content['*/*'];
      if (!media) problems.push(`${operation.operationId} ${status} answered ${type || 'no content type'}, documented: ${Object.keys(documented.content).join(', ')}`);
      else if (media.schema && type === 'application/json') problems.push(...this.check(media.schema, response.json(), `${operation.operationId} ${status} body`, false, true));
    }
    if (!status.startsWith('2')) return problems;
    contractStats.requests++;
    const match = route.pattern.exec(url.pathname)!;
    const path = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of url.searchParams) query[key] = key in query ? ([] as string[]).concat(query[key], value) : value;
    for (const parameter of operation.parameters ?? []) {
      const where = `${operation.operationId} ${parameter.in} ${parameter.name}`;
      const value = parameter.in === 'path' ? path[parameter.name] : parameter.in === 'query' ? query[parameter.name] : undefined;
      if (value === undefined) {
        if (parameter.required && (parameter.in === 'path' || parameter.in === 'query')) problems.push(`${where} is required`);
        continue;
      }
      if (parameter.in === 'path' || parameter.in === 'query') problems.push(...this.check(parameter.schema, value, where, true));
    }
    if (parameter(operation, query)) problems.push(`${operation.operationId}: query parameters the document does not name: ${parameter(operation, query)}`);
    const bodyType = (request.contentType ?? '').split(';')[0].trim();
    if (operation.requestBody && request.body !== undefined) {
      const media = operation.requestBody.content[bodyType || 'application/json'];
      if (!media) problems.push(`${operation.operationId}: request content type ${bodyType} is not documented`);
      else if (bodyType === '' || bodyType === 'application/json') problems.push(...this.check(media.schema, typeof request.body === 'string' ? JSON.parse(request.body) : request.body, `${operation.operationId} request body`));
    } else if (operation.requestBody?.required && request.body === undefined) problems.push(`${operation.operationId}: the document requires a body`);
    return problems;
  }
}

/** Query names sent that the operation does not document (a route without a query ignores any). */
function parameter(operation: Operation, query: Record<string, unknown>): string {
  const known = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  if (!known.size) return '';
  return Object.keys(query).filter((name) => !known.has(name)).join(', ');
}

/** `#/components/schemas/Medal` → `Medal`, the id each component is added under. */
function localRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', '') : localRefs(value)]));
}

/** Every object schema that names its properties and says nothing of others refuses fields it does not name. */
export function closedSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closedSchema);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : closedSchema(value)])) as Json;
  const open = copy.properties && typeof copy.properties === 'object' && copy.additionalProperties === undefined && copy.unevaluatedProperties === undefined && copy.patternProperties === undefined;
  return open ? { ...copy, unevaluatedProperties: false } : copy;
}

let shared: { text: string; contract: Contract } | undefined;

/** Wraps the app's inject so every exchange is checked against the app's own document. */
export function checkContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  // One document per app (built once, when the app is ready); apps with the same document share the compiled checks.
  let contract: Contract | undefined;
  const contractOf = () => {
    if (contract) return contract;
    const doc = app.swagger() as never;
    const text = JSON.stringify(doc);
    if (shared?.text !== text) shared = { text, contract: new Contract(doc) };
    return (contract = shared.contract);
  };
  const wrapped = async (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const response = await inject(opts);
    const url = typeof opts.url === 'string' ? opts.url : String(opts.path ?? '');
    const body = opts.payload ?? opts.body;
    const headers = Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const contentType = (headers['content-type'] as string | undefined) ?? (body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body) ? 'application/json' : undefined);
    const query = opts.query ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(opts.query as Record<string, string>).toString()}` : '';
    const problems = contractOf().problems(opts.method ?? 'GET', url + query, { body: Buffer.isBuffer(body) || isStream(body) ? undefined : body, contentType }, response);
    if (problems.length) throw new Error(`OpenAPI contract broken by ${opts.method ?? 'GET'} ${url}:\n  ${problems.join('\n  ')}`);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => (options === undefined || callback ? (inject as never as (...a: unknown[]) => unknown)(options, callback) : wrapped(options))) as never;
}

const isStream = (value: unknown) => Boolean(value && typeof (value as { pipe?: unknown }).pipe === 'function');

// Each test file has its own module registry, so these are the file's counts.
const statsFile = process.env.OPENAPI_CONTRACT_STATS;
if (statsFile && typeof afterAll === 'function') afterAll(() => appendFileSync(statsFile, `${contractStats.responses} ${contractStats.requests}\n`));
