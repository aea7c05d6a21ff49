// Sport event images through the API: listed by event (search by id or name), one image per event (409 on the
// event id), the default texts, 409 on a stale edit, bad input → 400, and the sportEventImage permissions.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { expectRoutePermissions } from '../../../test/resource-permissions';
import { storedImage } from '../../../test/stored-images';

let app: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/sport-event-image${url}`, headers: { 'x-access-token': admin }, ...(payload ? { payload } : {}) });

const image = (eventId: string, extra: object = {}) => ({
  eventId, eventName: 'Lechia Gdańsk – Arka Gdynia', imageUrl: '/files/sport-events-images/derby.png', ...extra,
});

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  // The images the fixtures name, stored at their rules' sizes (a link to no stored file is refused).
  await storedImage(app, 'sport-events-images/derby.png', 'sportEventImage');
  await storedImage(app, 'sport-events-images/derby-2.png', 'sportEventImage');
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

describe('sport event images (v1/sport-event-image)', () => {
  it('lists the demo events and finds one by event id or name', async () => {
    expect((await call('GET', '?pageSize=100')).json().data.total).toBeGreaterThanOrEqual(20);
    expect((await call('GET', '?search=9100874')).json().data.items).toMatchObject([{ eventName: 'Legia Warszawa – Lech Poznań' }]);
    expect((await call('GET', `?search=${encodeURIComponent('Świątek')}`)).json().data.total).toBe(1);
  });

  it('creates, updates with the version (409 when stale) and deletes with the default texts', async () => {
    const created = await call('POST', '', image('9300001'));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Sport event image created successfully');
    const { id, version } = created.json().data;
    const imageUrl = '/files/sport-events-images/derby-2.png';
    const updated = await call('PATCH', `/${id}`, { imageUrl, version });
    expect(updated.json()).toMatchObject({ message: 'Sport event image updated successfully', data: { imageUrl, eventId: '9300001' } });
    expect((await call('PATCH', `/${id}`, { imageUrl, version })).statusCode).toBe(409);
    expect((await call('DELETE', `/${id}`)).json().message).toBe('Sport event image deleted successfully');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('keeps one image per event: a second one is 409 on the event id', async () => {
    const res = await call('POST', '', image('9100874'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessages).toEqual({ eventId: ['This event already has an image'] });
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const res = await call('POST', '', image('', { imageUrl: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({ eventId: ['Event id is required!'], imageUrl: ['Image is required!'] });
    expect((await call('POST', '', image('9300009', { imageUrl: 'https://evil.example/x.png' }))).json().errorMessages).toEqual({ imageUrl: ['must be a valid file link!'] });
    expect((await call('GET', '?search=9300009')).json().data.total).toBe(0);
  });

  it('guards every route with the sportEventImage permissions', async () => {
    await expectRoutePermissions(app, 'sport-event-image', image('9300100'));
  });
});
