// Regulations through the API (v1/regulations): the flattened per-language body, tabs active / inactive / all, the
// spec's texts, 409 on a stale edit, PDFs checked by their bytes in the store, bad input → 400, the regulation
// permissions per route, and the demo's PDFs served as application/pdf.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { PNG_1PX, uploadBody } from '../files/test-kit';
import { minimalPdf } from './demo-files';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/regulations${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });
const upload = (name: string, bytes: Buffer, folder = 'regulations') =>
  app.inject({ method: 'POST', url: '/api/v1/files', headers: { 'x-access-token': admin }, payload: uploadBody(name, folder, bytes) });

const regulation = (name: string, extra: object = {}) => ({
  regulationName: name,
  type: 'promotion-terms',
  pl_title: `Regulamin promocji ${name}`,
  pl_fileUrl: '/files/regulations/test-pl.pdf',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
  for (const name of ['test-pl.pdf', 'test-en.pdf']) expect((await upload(name, minimalPdf('Regulamin'))).statusCode).toBe(201);
  expect((await upload('obraz.png', PNG_1PX)).statusCode).toBe(201);
});
afterAll(() => app.close());

describe('regulations (v1/regulations)', () => {
  it('lists the demo rows on the Active, In-Active and All tabs with their Polish title', async () => {
    const count = async (tab: string) => (await call('GET', `?status=${tab}&pageSize=100`)).json().data.items.length;
    expect([await count('active'), await count('inactive'), await count('all')]).toEqual([12, 2, 14]);
    const [first] = (await call('GET', '?search=prywatności')).json().data.items;
    expect(first).toMatchObject({ regulationName: 'Polityka prywatności', type: 'privacy-policy', status: 'active', regulationTitle: first.pl_title });
    expect(first.pl_fileUrl).toBe('/files/regulations/polityka-prywatnosci.pdf');
    expect(first.uk_title).toBe('Політика конфіденційності');
  });

  it('serves the demo PDFs from the regulations folder as application/pdf', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/regulations/regulamin-serwisu.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.startsWith('%PDF-')).toBe(true);
  });

  it('adds, updates with the version (409 when stale) and deletes with the spec texts, body flattened', async () => {
    const created = await call('POST', '', regulation('Kursy', { en_title: 'Boosted odds', en_fileUrl: '/files/regulations/test-en.pdf' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Regulation added successfully', data: { isActive: true, en_title: 'Boosted odds', regulationTitle: 'Regulamin promocji Kursy' } });
    const { id, version } = created.json().data;
    // A language is taken away by sending it empty (a field left out keeps its stored value).
    const updated = await call('PUT', `/${id}`, { ...regulation('Kursy', { isActive: false, pl_title: 'Nowy tytuł', en_title: '', en_fileUrl: '' }), version });
    expect(updated.json()).toMatchObject({ message: 'Regulation updated successfully', data: { isActive: false, pl_title: 'Nowy tytuł', en_title: '', en_fileUrl: '' } });
    expect((await call('GET', '?status=inactive&search=Nowy tytuł')).json().data.items.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call('PATCH', `/${id}`, { pl_title: 'Stara wersja', version })).statusCode).toBe(409);
    const patched = await call('PATCH', `/${id}`, { uk_title: 'Правила', version: updated.json().data.version });
    expect(patched.json().errorMessages).toEqual({ uk_fileUrl: ['Ukrainian PDF is required!'] });
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Regulation deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses a PDF link whose file is not a PDF by its bytes, or is missing, and stores nothing', async () => {
    const before = (await call('GET', '?status=all&search=Fałszywy')).json().data.total;
    const fake = await call('POST', '', regulation('Fałszywy', { pl_fileUrl: '/files/regulations/obraz.png' }));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errorMessages).toEqual({ pl_fileUrl: ['The file is not a PDF document'] });
    const missing = await call('POST', '', regulation('Fałszywy', { en_title: 'Terms', en_fileUrl: '/files/regulations/brak.pdf' }));
    expect(missing.json().errorMessages).toEqual({ en_fileUrl: ['The PDF was not found in the file store'] });
    expect((await call('GET', '?status=all&search=Fałszywy')).json().data.total).toBe(before);
    // The upload itself refuses text named .pdf: the bytes decide, not the name.
    const renamed = await upload('udawany.pdf', Buffer.from('to nie jest PDF'));
    expect(renamed.statusCode).toBe(400);
  });

  it('refuses bad input with the field messages', async () => {
    const res = await call('POST', '', { regulationName: '', type: 'loteria', pl_title: '', pl_fileUrl: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      regulationName: ['Name is required!'],
      type: ['please select type'],
      pl_title: ['Title is required!'],
      pl_fileUrl: ['PDF is required!'],
    });
    expect((await call('POST', '', regulation('Obcy', { pl_fileUrl: '/files/banners/test-pl.pdf' }))).json().errorMessages).toEqual({ pl_fileUrl: ['The PDF must be stored in the regulations folder'] });
    expect((await call('POST', '', regulation('Obcy', { plTitle: 'camelCase' }))).statusCode).toBe(400);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it('guards every route with the regulation permissions', async () => {
    await expectRoutePermissions(app, 'regulations', regulation('Uprawnienia'));
  });
});
