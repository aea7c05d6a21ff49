// App translations through the API: namespaces as tabs, search over keys and values, the "missing in" filter,
// create / edit with the version (409 when stale), delete, the apptranslation permissions, and export / import
// with its preview (the apply refuses a preview that no longer matches the database).
import { createTestApp, login, type TestApp } from '../../../test/helpers';

let app: TestApp;
let admin: string;
let viewer: string;
let editor: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/app-translations${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
  viewer = await login(app, 'viewer@example.com');
  editor = await login(app, 'editor@example.com');
});
afterAll(() => app.close());

describe('app translations', () => {
  it('lists a few hundred demo keys by namespace, searches keys and values, filters missing ones', async () => {
    const totals = await Promise.all(['app', 'fields', 'offers'].map(async (tab) => (await call('GET', `?status=${tab}`, viewer)).json().data.total as number));
    expect(totals.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(250);
    expect(totals.every((n) => n > 20)).toBe(true);
    const found = (await call('GET', '?status=app&search=kupon', viewer)).json().data.items as { key: string }[];
    expect(found.map((t) => t.key)).toContain('betslip.title');
    const byEnglish = (await call('GET', '?status=app&search=Bet%20slip', viewer)).json().data.items as { key: string }[];
    expect(byEnglish.map((t) => t.key)).toContain('betslip.title');
    const missingUk = (await call('GET', '?status=app&missing=uk&pageSize=100', viewer)).json().data;
    expect(missingUk.total).toBeGreaterThan(10);
    expect(missingUk.items.every((t: { uk_value: string | null }) => !t.uk_value)).toBe(true);
    expect((await call('GET', '?missing=de', viewer)).json().errorMessages).toEqual({ missing: ['please select language'] });
  });

  it('creates a key, edits its values with the version (409 when stale), and deletes it with its history', async () => {
    const created = await call('POST', '', admin, { namespace: 'app', key: 'test.welcome', pl_value: 'Witaj', en_value: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Translation created successfully', data: { key: 'test.welcome', pl_value: 'Witaj', en_value: null } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, admin, { pl_value: 'Witaj', en_value: 'Welcome', uk_value: '', version });
    expect(updated.json()).toMatchObject({ message: 'Translation updated successfully', data: { en_value: 'Welcome', pl_value: 'Witaj', key: 'test.welcome' } });
    expect((await call('PATCH', `/${id}`, admin, { pl_value: 'Witaj', en_value: 'Hi', version })).statusCode).toBe(409);
    const rekey = await call('PATCH', `/${id}`, admin, { pl_value: 'Witaj', key: 'other', version: version + 1 });
    expect(rekey.statusCode).toBe(400);
    expect(Object.keys(rekey.json().errorMessages)).toEqual(['key']);
    expect((await call('DELETE', `/${id}`, viewer)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/${id}`, admin);
    expect(deleted.json()).toMatchObject({ message: 'Translation deleted successfully' });
    expect((await call('GET', `/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, admin)).statusCode).toBe(404);
    const history = await app.db.query<{ action: string }>(`SELECT action FROM history_entries WHERE module = 'translation' AND record_id = $1 ORDER BY id`, [String(id)]);
    expect(history.rows.map((r) => r.action)).toContain('delete');
  });

  it('refuses bad keys, duplicates and keys that would nest with another', async () => {
    const bad = await call('POST', '', admin, { namespace: 'nope', key: 'a b', pl_value: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toEqual({
      namespace: ['please select group'],
      key: ['must be parts of letters, digits, _ or - joined by dots!'],
      pl_value: ['Polish value is required!'],
    });
    const duplicate = await call('POST', '', admin, { namespace: 'app', key: 'betslip.title', pl_value: 'Kupon' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorMessages).toEqual({ key: ['This key already exists in this group!'] });
    const nested = await call('POST', '', admin, { namespace: 'app', key: 'betslip.title.short', pl_value: 'Kupon' });
    expect(nested.json().errorMessages).toEqual({ key: ['must not nest with the key betslip.title!'] });
    expect((await call('POST', '', admin, { namespace: 'fields', key: 'betslip.title.short', pl_value: 'Kupon' })).statusCode).toBe(201);
  });

  it('exports one language as nested namespaces, leaving out missing values', async () => {
    const pl = (await call('GET', '/export?language=pl', viewer)).json().data;
    expect(pl.app.betslip.title).toBe('Kupon');
    expect(pl.offers.sport.football).toBe('Piłka nożna');
    const uk = (await call('GET', '/export?language=uk', viewer)).json().data;
    expect(uk.app.betslip.title).toBe('Купон');
    expect(uk.app.betslip.tax).toBeUndefined();
    expect((await call('GET', '/export?language=xx', viewer)).statusCode).toBe(400);
  });

  it('previews an import (added, changed, unchanged, skipped) and applies exactly that', async () => {
    const file = {
      language: 'uk',
      resources: {
        app: { betslip: { title: 'Купон', tax: 'Податок на ігри (12%)', stake: 'Ставка' } },
        'fields': { 'email.label': 'Електронна пошта' },
        offers: { unknown: { key: 'Нема' } },
      },
    };
    const preview = await call('POST', '/import/preview', admin, file);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.counts).toEqual({ added: 1, changed: 1, unchanged: 2, skipped: 1 });
    expect(data.changes[0]).toMatchObject({ kind: 'changed', key: 'betslip.stake', before: 'Сума ставки', after: 'Ставка' });
    expect((await call('GET', '/export?language=uk', viewer)).json().data.app.betslip.tax).toBeUndefined();

    const applied = await call('POST', '/import', admin, { ...file, previewId: data.previewId });
    expect(applied.json()).toMatchObject({ message: 'Translations imported: 1 added, 1 changed' });
    const uk = (await call('GET', '/export?language=uk', viewer)).json().data;
    expect(uk.app.betslip).toMatchObject({ tax: 'Податок на ігри (12%)', stake: 'Ставка' });
    // The same preview again: what it promised has been done, so its id no longer matches.
    expect((await call('POST', '/import', admin, { ...file, previewId: data.previewId })).statusCode).toBe(409);
  });

  it('a Polish file adds new keys; an edit after the preview makes the apply answer 409', async () => {
    const file = { language: 'pl', resources: { offers: { promo: { weekend: 'Weekendowy boost' } }, app: { common: { save: 'Zapisz zmiany' } } } };
    const { previewId, counts } = (await call('POST', '/import/preview', admin, file)).json().data;
    expect(counts).toMatchObject({ added: 1, changed: 1 });
    const save = (await call('GET', '?status=app&search=common.save', admin)).json().data.items[0];
    await call('PATCH', `/${save.id}`, admin, { pl_value: 'Zapisz!', version: save.version });
    const stale = await call('POST', '/import', admin, { ...file, previewId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The translations changed since the preview. Review the import again.');
    expect((await call('GET', '?status=offers&search=promo.weekend', admin)).json().data.total).toBe(0);
  });

  it('refuses a malformed file with the reasons', async () => {
    const res = await call('POST', '/import/preview', admin, { language: 'en', resources: { app: { a: 1 }, casino: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages.resources).toEqual(['app:a must be a text', 'casino is not a namespace (app, fields, offers)']);
  });

  it('guards every route with the apptranslation permissions', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('GET', '', editor)).statusCode).toBe(403);
    expect((await call('GET', '/export?language=pl', editor)).statusCode).toBe(403);
    expect((await call('POST', '', viewer, { namespace: 'app', key: 'x', pl_value: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/import/preview', viewer, { language: 'pl', resources: {} })).statusCode).toBe(403);
    expect((await call('DELETE', '/1', viewer)).statusCode).toBe(403);
    expect((await call('DELETE', '/1', editor)).statusCode).toBe(403);
  });

  it('refuses keys with a __proto__, constructor or prototype part, in a new key and in an imported file', async () => {
    for (const key of ['__proto__', '__proto__.search', 'constructor.prototype.search', 'a.prototype', 'a.constructor.b']) {
      const res = await call('POST', '', admin, { namespace: 'app', key, pl_value: 'x' });
      expect({ key, status: res.statusCode, errors: res.json().errorMessages }).toEqual({ key, status: 400, errors: { key: ['must not have a part named __proto__, constructor or prototype!'] } });
    }
    const file = { language: 'pl', resources: { app: { 'constructor.prototype.search': 'x', constructor: { other: 'y' } } } };
    const res = await call('POST', '/import/preview', admin, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages.resources).toEqual(['app:constructor.prototype.search is not a valid key', 'app:constructor is not a valid key']);
    expect(({} as Record<string, unknown>).search).toBeUndefined();
  });
});
