// The OpenAPI document as another team builds on it: a client generated with @hey-api/openapi-ts (into tmp/,
// gitignored) compiles with tsc --strict, names a type for every 2xx answer, and works against the running API:
// sign in, list three modules, create, change and delete a medal.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../src/core/seed';
import { storedImage } from './stored-images';

const root = path.resolve(__dirname, '../../..');
const dir = path.join(root, 'tmp', `openapi-client-${process.pid}`);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  // The image the fixtures name, stored at its rule's size (a link to no stored file is refused).
  await storedImage(app, 'medals/medal.png', 'medal');
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(app.swagger()));
  execFileSync(bin('openapi-ts'), ['-i', 'openapi.json', '-o', 'client', '-c', '@hey-api/client-fetch'], { cwd: dir, stdio: 'pipe' });
}, 240_000);

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Operations whose 2xx answer (or its `data`) the generated client can only call `unknown`. */
export function unknownSuccesses(types: string): string[] {
  const blocks = types.matchAll(/export type (\w+)Responses = \{([\s\S]*?)\n\};/g);
  const unknown: string[] = [];
  for (const [, name, body] of blocks) {
    const successes = [...body.matchAll(/\n {4}(2\d\d): ([\s\S]*?);(?=\n {4}(?:\/\*\*|\d{3}:)|\s*$)/g)];
    if (successes.some(([, , type]) => /^unknown$/.test(type.trim()) || /\n {8}data\??: unknown;/.test(type))) unknown.push(name);
  }
  return unknown;
}

describe('a client generated from the OpenAPI document', () => {
  it('compiles with tsc --strict and types every success answer', () => {
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom', 'dom.iterable'], skipLibCheck: false, types: [] }, include: ['client/**/*.ts'] }),
    );
    execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir, stdio: 'pipe' });
    const types = readFileSync(path.join(dir, 'client', 'types.gen.ts'), 'utf8');
    expect(types).toContain('export type Medal = {');
    expect(unknownSuccesses(types)).toEqual([]);
  });

  it('signs in, lists three modules, and creates, changes and deletes a medal', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sdk = require(path.join(dir, 'client', 'sdk.gen.ts'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { client } = require(path.join(dir, 'client', 'client.gen.ts'));
    client.setConfig({ baseUrl });
    const signedIn = await sdk.login({ body: { email: 'admin@example.com', password: DEMO_PASSWORD } });
    expect(signedIn.response.status).toBe(200);
    client.setConfig({ baseUrl, auth: () => signedIn.data.data.accessToken });

    for (const list of [sdk.listMedals, sdk.listRoles, sdk.listHotBanners]) {
      const page = await list({ query: { page: 1, pageSize: 5 } });
      expect(page.response.status).toBe(200);
      expect(page.data.data.items.length).toBeGreaterThan(0);
    }

    const body = { medalKey: 'client-made', namePl: 'Z klienta', rule: 'Made by the generated client', imageUrl: '/files/medals/medal.png', sortOrder: 7 };
    const created = await sdk.createMedal({ body });
    expect([created.response.status, created.error]).toEqual([201, undefined]);
    const { id, version } = created.data.data;
    const changed = await sdk.updateMedal({ path: { id }, body: { namePl: 'Zmieniony', version } });
    expect([changed.response.status, changed.data?.data.namePl]).toEqual([200, 'Zmieniony']);
    const deleted = await sdk.deleteMedal({ path: { id }, query: { version: changed.data.data.version } });
    expect(deleted.response.status).toBe(200);
    const gone = await sdk.getMedal({ path: { id } });
    expect([gone.response.status, typeof gone.error?.message]).toEqual([404, 'string']);
  });
});
