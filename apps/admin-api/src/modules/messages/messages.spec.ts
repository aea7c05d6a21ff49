// Messages through the API (v1/messages): tabs active / inactive / expired, the spec's texts, HTML cleaned before
// it is stored, typed players stored as the list, 409 on a stale edit, bad input → 400, the message permissions.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/messages${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const message = (name: string, extra: object = {}) => ({
  messageName: name,
  sendToAll: true,
  isActive: true,
  dateTill: '2030-01-01T10:00:00.000Z',
  pl_title: `Wiadomość ${name}`,
  pl_imageAltText: 'Obrazek',
  pl_isReadyHtml: true,
  pl_description: '<p>Treść wiadomości</p>',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('messages (v1/messages)', () => {
  it('lists the demo rows on the Active, In-Active and Expired tabs with their Polish title', async () => {
    const count = async (tab: string) => (await call('GET', `?status=${tab}&pageSize=100`)).json().data.items.length;
    expect([await count('active'), await count('inactive'), await count('expired')]).toEqual([10, 2, 2]);
    const [welcome] = (await call('GET', '?search=powitalny')).json().data.items;
    expect(welcome).toMatchObject({ messageName: 'Bonus powitalny', messageTitle: welcome.pl_title, sendToAll: true, status: 'active', pl_isReadyHtml: true });
    expect(welcome.uk_title).toBe('Бонус 100% до 500 зл на старт');
    const [birthday] = (await call('GET', '?search=Urodzinowy')).json().data.items;
    expect(birthday).toMatchObject({ sendToAll: false, addManually: true, includedExcludedUsers: ['100234', '100871', '101455', '102310'] });
  });

  it('creates, reads, updates with the version (409 when stale) and deletes', async () => {
    const created = await call('POST', '', message('Nowa', { sendToAll: false, includedExcludedUsers: ['1001', '1002'] }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Message created successfully', data: { sendToAll: false, includedExcludedUsers: ['1001', '1002'], en_isReadyHtml: false } });
    const { id, version } = created.json().data;
    expect((await call('GET', `/${id}`)).json().data.messageTitle).toBe('Wiadomość Nowa');
    const updated = await call('PATCH', `/${id}`, { isActive: false, dateTill: null, version });
    expect(updated.json()).toMatchObject({ message: 'Message updated successfully', data: { isActive: false, dateTill: null } });
    expect((await call('PATCH', `/${id}`, { messageName: 'Stara', version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Message deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('stores HTML without scripts or handlers, and plain text as typed', async () => {
    const res = await call('POST', '', message('HTML', {
      pl_description: '<p onclick="steal()">Bonus<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>',
      en_title: 'Plain', en_imageAltText: 'Alt', en_isReadyHtml: false, en_description: 'a < b & <b>not html</b>',
    }));
    expect(res.statusCode).toBe(201);
    const { pl_description, en_description } = res.json().data;
    expect(pl_description).toBe('<p>Bonus<img src="x" /><a rel="noopener noreferrer">link</a></p>');
    expect(en_description).toBe('a < b & <b>not html</b>');
    const scriptOnly = await call('POST', '', message('Skrypt', { pl_description: '<script>alert(1)</script>' }));
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().errorMessages).toEqual({ pl_description: ['Description is required!'] });
  });

  it('stores the players typed by hand as the list', async () => {
    const res = await call('POST', '', message('Ręcznie', { sendToAll: false, addManually: true, includedExcludedUsersStr: '2001, 2002\n2001;2003', includedExcludedUsers: ['9'] }));
    expect(res.json().data).toMatchObject({ includedExcludedUsers: ['2001', '2002', '2003'], includedExcludedUsersStr: '2001, 2002\n2001;2003' });
  });

  it('refuses bad input with the spec texts and stores nothing', async () => {
    const total = async () => {
      const counts = await Promise.all(['active', 'inactive', 'expired'].map(async (tab) => (await call('GET', `?status=${tab}`)).json().data.total as number));
      return counts.reduce((a, b) => a + b, 0);
    };
    const before = await total();
    const empty = await call('POST', '', { isActive: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toEqual({
      messageName: ['Name is required!'],
      sendToAll: ['Send to all is required!'],
      dateTill: ['If active is true then till date is required!'],
      pl_title: ['Title is required!'],
      pl_imageAltText: ['Image alt is required!'],
      pl_isReadyHtml: ['HTML flag is required!'],
      pl_description: ['Description is required!'],
    });
    expect((await call('POST', '', message('X', { sendToAll: false }))).json().errorMessages).toEqual({ includedExcludedUsers: ['Provide one or more users to send this message'] });
    expect((await call('POST', '', message('X', { addManually: true }))).json().errorMessages).toEqual({ includedExcludedUsersStr: ['Add one or more users to send this message'] });
    expect((await call('POST', '', message('X', { includedExcludedUsers: ['Kowalski'] }))).json().errorMessages).toEqual({ includedExcludedUsers: ['must be a valid list of player ids!'] });
    expect((await call('POST', '', message('X', { plTitle: 'camelCase' }))).statusCode).toBe(400);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('guards every route with the message permissions', async () => {
    await expectRoutePermissions(app, 'messages', message('Uprawnienia'));
  });
});
