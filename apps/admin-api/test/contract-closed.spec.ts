// The contract hook, closed: an answer carrying a field its documented schema does not name is refused, so a new
// field cannot ship undocumented; and the records whose fields were once undeclared now pass it.
import type { LightMyRequestResponse } from 'fastify';
import { Contract } from './contract';
import { createTestApp, login, type TestApp } from './helpers';

type Doc = ConstructorParameters<typeof Contract>[0];
let app: TestApp;
let token: string;
let doc: Doc;
let closed: Contract;

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, 'admin@example.com');
  doc = app.swagger() as unknown as Doc;
  closed = new Contract(doc, true);
});
afterAll(() => app.close());

/** The list path whose 200 answers a page of the named record. */
function listOf(record: string): string {
  const found = Object.entries(doc.paths).find(([, methods]) => JSON.stringify(methods.get?.responses?.['200'] ?? {}).includes(`"#/components/schemas/${record}Page"`));
  if (!found) throw new Error(`no list of ${record}`);
  return found[0];
}

/** The same answer with a body of the test's choosing. */
const withBody = (res: LightMyRequestResponse, body: unknown) => ({ ...res, statusCode: res.statusCode, headers: res.headers, body: JSON.stringify(body), json: () => body }) as unknown as LightMyRequestResponse;

describe('the closed contract', () => {
  it('passes the records whose fields are all declared (promo codes, sitemap entries, bet match entries)', async () => {
    for (const record of ['PromoCode', 'SitemapEntry', 'BetMatch']) {
      const url = listOf(record);
      const res = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
      expect([record, res.statusCode]).toEqual([record, 200]);
      expect(res.json().data.items.length).toBeGreaterThan(0);
      expect([record, closed.problems('GET', url, {}, res)]).toEqual([record, []]);
    }
  });

  it('passes the first page of every record list the document names', async () => {
    const lists = Object.entries(doc.paths).filter(([path, methods]) => !path.includes('{') && /"#\/components\/schemas\/\w+Page"/.test(JSON.stringify(methods.get?.responses?.['200'] ?? {})));
    expect(lists.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const [url] of lists) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
      problems.push(...(res.statusCode === 200 ? closed.problems('GET', url, {}, res) : [`${url} answered ${res.statusCode}`]));
    }
    expect(problems).toEqual([]);
  });

  it('refuses an answer with a field the document does not name, which the open contract lets through', async () => {
    const url = listOf('PromoCode');
    const res = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    const body = res.json() as { data: { items: Record<string, unknown>[] } };
    const tampered = withBody(res, { ...body, data: { ...body.data, items: [{ ...body.data.items[0], secretField: 1 }, ...body.data.items.slice(1)] } });
    expect(new Contract(doc, false).problems('GET', url, {}, tampered)).toEqual([]);
    const problems = closed.problems('GET', url, {}, tampered);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/unevaluated properties/);
    const outer = withBody(res, { ...body, extra: true });
    expect(closed.problems('GET', url, {}, outer)).toHaveLength(1);
  });
});
