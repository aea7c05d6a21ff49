// GET /files/*: stable public URLs, with active content never rendered inline.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { PNG_1PX, SVG_WITH_SCRIPT, caller, uploadBody } from './test-kit';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  const call = caller(app, await login(app, 'admin@example.com'));
  await call('POST', '/api/v1/files', uploadBody('logo.png', 'banners'));
  await call('POST', '/api/v1/files', uploadBody('icon.svg', 'promotionParameterIcons', SVG_WITH_SCRIPT));
  await call('POST', '/api/v1/files', uploadBody('zażółć gęślą.png', 'banners'));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('public files', () => {
  it('serves an image inline without a session, typed from its bytes', async () => {
    const res = await get('/files/banners/logo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('lets any page draw a stored file on a canvas (public, no credentials), also on revalidation', async () => {
    const res = await get('/files/banners/logo.png', { origin: 'https://admin.example.com' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const again = await get('/files/banners/logo.png', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves SVG as a download, never inline', async () => {
    const res = await get('/files/promotionParameterIcons/icon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/files/banners/logo.png');
    const again = await get('/files/banners/logo.png', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves non-ASCII names by their encoded URL', async () => {
    const res = await get(`/files/banners/${encodeURIComponent('zażółć gęślą.png')}`);
    expect(res.statusCode).toBe(200);
  });

  it('serves a key whose slashes a generated client encoded (%2F), the documented /files/{path}', async () => {
    const plain = await get('/files/banners/logo.png');
    const encoded = await get(`/files/${encodeURIComponent('banners/logo.png')}`);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it.each([
    // URL parsing resolves encoded dots before routing: this becomes /files/package.json, which is not stored.
    ['/files/banners/%2e%2e/%2e%2e/package.json', 404],
    ['/files/banners%2f..%2f..%2fpackage.json', 400],
    ['/files/banners/..%5c..%5cpackage.json', 400],
    ['/files/banners/logo.png%00.txt', 400],
    ['/files/../package.json', 404],
    ['/files/banners/missing.png', 404],
    ['/files/banners', 404],
  ])('refuses %s', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
  });
});
