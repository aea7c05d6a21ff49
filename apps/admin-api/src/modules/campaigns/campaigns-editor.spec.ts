// The demo Landing editor prepares and publishes campaigns of the modules it edits: its landing pages go out in a
// campaign as they would one by one, and the server refuses every item of a module it may not change.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { caller, campaignWith, hotBanner, landingPage, made, type Caller } from './testing';

let app: TestApp;
let admin: Caller;
let editor: Caller;

beforeAll(async () => {
  app = await createTestApp();
  admin = caller(app, await login(app, 'admin@example.com'));
  editor = caller(app, await login(app, 'editor@example.com'));
}, 60_000);
afterAll(() => app?.close());

describe('campaigns for a landing editor', () => {
  it('prepares and publishes a campaign of its landing pages', async () => {
    const page = await made<{ id: number; version: number }>(editor, 'POST', '/api/landingPages', landingPage());
    const id = await campaignWith(editor, 'Strony partnerów', [{ module: 'landing-pages', recordId: page.id, action: 'publish', baseVersion: page.version }]);
    expect((await editor('GET', '/api/v1/campaigns')).status).toBe(200);
    const published = await editor('POST', `/api/v1/campaigns/${id}/publish`);
    expect(published.status).toBe(200);
    expect((await editor('GET', `/api/landingPages/${page.id}`)).body.data).toMatchObject({ status: 'published' });
  });

  it('is refused items of modules it may not change, and a campaign holding one', async () => {
    const hot = await made<{ id: number; version: number; bannerName: string }>(admin, 'POST', '/api/v1/banners', hotBanner());
    const own = await made<{ id: number }>(editor, 'POST', '/api/v1/campaigns', { name: 'Cudzy baner' });
    const refused = await editor('POST', `/api/v1/campaigns/${own.id}/items`, { module: 'hotbanner', recordId: hot.id, action: 'publish', baseVersion: hot.version });
    expect(refused.status).toBe(403);
    // An admin's campaign with a hot banner in it: the editor may see it but not publish it.
    const theirs = await campaignWith(admin, 'Baner admina', [{ module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'Nowa nazwa' }, baseVersion: hot.version }]);
    const publish = await editor('POST', `/api/v1/campaigns/${theirs}/publish`);
    expect(publish.status).toBeGreaterThanOrEqual(400);
    expect((await admin('GET', `/api/v1/banners/${hot.id}`)).body.data).toMatchObject({ bannerName: hot.bannerName });
  });
});
