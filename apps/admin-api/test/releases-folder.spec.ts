// Builds published through the API without a bucket: the release store is a folder (DATA_DIR/releases), whose
// nested folders the upload creates; a super admin may publish as a deploy token does.
import { createTestApp, login, type TestApp } from './helpers';
import { testManifest } from '../src/modules/remotes/testing';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
});
afterAll(() => app.close());

const put = (url: string, bytes: Buffer) =>
  app.inject({ method: 'PUT', url: `/api/v1/releases/files-remote${url}`, headers: { 'x-access-token': admin, 'content-type': 'application/octet-stream' }, payload: bytes });

it('stores a build in nested folders, seals it and serves its files', async () => {
  const manifest = Buffer.from(JSON.stringify(testManifest('files-remote', '2.0.0')));
  expect((await put('/2.0.0/files/mf-manifest.json', manifest)).statusCode).toBe(200);
  expect((await put('/2.0.0/files/static/js/async/12.abc.js', Buffer.from('export {}'))).statusCode).toBe(200);
  const sealed = await app.inject({ method: 'POST', url: '/api/v1/releases/files-remote/2.0.0/seal', headers: { 'x-access-token': admin }, payload: { files: ['mf-manifest.json', 'static/js/async/12.abc.js'] } });
  expect(sealed.statusCode).toBe(200);
  const served = await app.inject({ method: 'GET', url: '/api/v1/releases/files-remote/2.0.0/static/js/async/12.abc.js' });
  expect([served.statusCode, served.body]).toEqual([200, 'export {}']);
  // A file the build did not list is not served, even if it was uploaded.
  expect((await app.inject({ method: 'GET', url: '/api/v1/releases/files-remote/2.0.0/other.js' })).statusCode).toBe(404);
});
