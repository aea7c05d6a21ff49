// Writing in the file manager needs files.create / files.update / files.delete, or, for uploads and
// replaces, editing the folder's module; reading needs a sign-in. Each write × admin (super admin), editor
// (landing.*), viewer (*.index, *.read) and a role that grants nothing. A refused write changes nothing; replacing
// a file content uses is refused like deleting it.
import type { FileUsage } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { minimalPdf } from '../regulations/demo-files';
import { PNG_1PX, caller, q, uploadBody, type Call } from './test-kit';

let app: TestApp;
const calls = {} as Record<'admin' | 'editor' | 'viewer' | 'nobody', Call>;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  calls.admin = caller(app, await login(app, 'admin@example.com'));
  const role = await calls.admin('POST', '/api/v1/roles', { roleName: 'Nothing', permissions: [] });
  await calls.admin('POST', '/api/v1/users', { firstName: 'No', lastName: 'Body', email: 'nobody@example.com', rolesIds: [role.json().data.id], password: 'Passw0rd!' });
  calls.editor = caller(app, await login(app, 'editor@example.com'));
  calls.viewer = caller(app, await login(app, 'viewer@example.com'));
  calls.nobody = caller(app, await login(app, 'nobody@example.com'));
});
afterAll(() => app.close());

const CALLERS = ['admin', 'editor', 'viewer', 'nobody'] as const;
const adminCall: Call = (...args) => calls.admin(...args);
const file = async () => {
  const name = `f${++n}.png`;
  expect((await adminCall('POST', '/api/v1/files', uploadBody(name, 'banners'))).statusCode).toBe(201);
  return `banners/${name}`;
};
const folder = async () => {
  const path = `banners/d${++n}`;
  expect((await adminCall('POST', `/api/v1/folder?${q({ path })}`)).statusCode).toBe(201);
  return path;
};
const exists = async (path: string) => (await adminCall('GET', `/api/v1/files/file?${q({ path })}`)).statusCode === 200;
const folderExists = async (path: string) => (await adminCall('GET', `/api/v1/files/folder?${q({ path })}`)).statusCode === 200;

/** One write: a fresh request, and what is on disk afterwards (true when the write took effect). */
const WRITES: Record<string, (call: Call) => Promise<{ status: number; done: boolean }>> = {
  'upload a new file': async (call) => {
    const name = `new${++n}.png`;
    const res = await call('POST', '/api/v1/files', uploadBody(name, 'banners'));
    return { status: res.statusCode, done: await exists(`banners/${name}`) };
  },
  'replace a file (overwrite)': async (call) => {
    const path = await file();
    const res = await call('POST', '/api/v1/files', uploadBody(path.split('/')[1], 'banners', PNG_1PX, true));
    return { status: res.statusCode, done: res.statusCode === 200 };
  },
  'create a folder': async (call) => {
    const path = `banners/made${++n}`;
    const res = await call('POST', `/api/v1/folder?${q({ path })}`);
    return { status: res.statusCode, done: await folderExists(path) };
  },
  'create a folder (files/folder)': async (call) => {
    const path = `banners/alias${++n}`;
    const res = await call('POST', `/api/v1/files/folder?${q({ path })}`);
    return { status: res.statusCode, done: await folderExists(path) };
  },
  'rename a file': async (call) => {
    const source = await file();
    const res = await call('PATCH', '/api/v1/files', { source, destination: `${source}.renamed.png` });
    return { status: res.statusCode, done: !(await exists(source)) };
  },
  'move a folder': async (call) => {
    const source = await folder();
    const res = await call('PATCH', '/api/v1/folder', { source, destination: `banners/moved${++n}` });
    return { status: res.statusCode, done: !(await folderExists(source)) };
  },
  'move a folder (files/folder)': async (call) => {
    const source = await folder();
    const res = await call('PATCH', '/api/v1/files/folder', { source, destination: `banners/moved${++n}` });
    return { status: res.statusCode, done: !(await folderExists(source)) };
  },
  'delete a file': async (call) => {
    const path = await file();
    const res = await call('DELETE', `/api/v1/files?${q({ path, force: 'true' })}`);
    return { status: res.statusCode, done: !(await exists(path)) };
  },
};
// Columns: admin, editor, viewer, nobody.
// In banners, a folder of the banners module none of them but the admin edits.
const EXPECTED: Record<string, [number, number, number, number]> = {
  'upload a new file': [201, 403, 403, 403],
  'replace a file (overwrite)': [200, 403, 403, 403],
  'create a folder': [201, 403, 403, 403],
  'create a folder (files/folder)': [201, 403, 403, 403],
  'rename a file': [200, 403, 403, 403],
  'move a folder': [200, 403, 403, 403],
  'move a folder (files/folder)': [200, 403, 403, 403],
  'delete a file': [200, 403, 403, 403],
};

describe('file manager write permissions', () => {
  it.each(Object.entries(EXPECTED))('%s answers %j to admin, editor, viewer, a role without permissions; a refusal changes nothing', async (write, expected) => {
    const results = [];
    for (const who of CALLERS) results.push(await WRITES[write](calls[who]));
    expect(results.map((r) => r.status)).toEqual(expected);
    expect(results.map((r) => r.done)).toEqual(expected.map((status) => status < 300));
  });

  it('lets every signed-in caller read: list, metadata, usage', async () => {
    const path = await file();
    for (const who of CALLERS) {
      expect((await calls[who]('GET', `/api/v1/files?${q({ path: 'banners' })}`)).statusCode).toBe(200);
      expect((await calls[who]('GET', `/api/v1/files/file?${q({ path })}`)).statusCode).toBe(200);
      expect((await calls[who]('GET', `/api/v1/files/usage?${q({ path })}`)).statusCode).toBe(200);
    }
  });

  it("lets a module's editors upload and replace in its folders only: the landing editor its hero images, everyone the avatars", async () => {
    const hero = 'acquisition-landing-page/hero-desktop';
    expect((await calls.editor('POST', '/api/v1/files', uploadBody('lato.png', hero))).statusCode).toBe(201);
    expect((await calls.editor('POST', '/api/v1/files', uploadBody('lato.png', hero, PNG_1PX, true))).statusCode).toBe(200);
    expect((await calls.editor('POST', '/api/v1/files', uploadBody('lato.png', 'regulations'))).statusCode).toBe(403);
    expect((await calls.viewer('POST', '/api/v1/files', uploadBody('lato.png', hero))).statusCode).toBe(403);
    // Avatars need only a sign-in, so do their images; the file manager's other writes do not follow.
    for (const who of ['viewer', 'nobody'] as const) {
      expect((await calls[who]('POST', '/api/v1/files', uploadBody(`${who}.png`, 'avatars'))).statusCode).toBe(201);
      expect((await calls[who]('POST', `/api/v1/folder?${q({ path: `avatars/${who}` })}`)).statusCode).toBe(403);
      expect((await calls[who]('PATCH', '/api/v1/files', { source: `avatars/${who}.png`, destination: `avatars/${who}-2.png` })).statusCode).toBe(403);
      expect((await calls[who]('DELETE', `/api/v1/files?${q({ path: `avatars/${who}.png` })}`)).statusCode).toBe(403);
    }
  });

  it('needs files.update as well to replace: a role with files.create only uploads but cannot overwrite', async () => {
    const role = await adminCall('POST', '/api/v1/roles', { roleName: 'Uploader', permissions: ['files.create'] });
    await adminCall('POST', '/api/v1/users', { firstName: 'Up', lastName: 'Loader', email: 'uploader@example.com', rolesIds: [role.json().data.id], password: 'Passw0rd!' });
    const uploader = caller(app, await login(app, 'uploader@example.com'));
    expect((await uploader('POST', '/api/v1/files', uploadBody('only-new.png', 'banners'))).statusCode).toBe(201);
    expect((await uploader('POST', '/api/v1/files', uploadBody('only-new.png', 'banners', undefined, true))).statusCode).toBe(403);
  });
});

describe('replacing a file that content uses', () => {
  let regulationId: number;
  const usedBy = (body: string) => (JSON.parse(body) as { usedBy: FileUsage[] }).usedBy;

  beforeAll(async () => {
    expect((await adminCall('POST', '/api/v1/files', uploadBody('terms.pdf', 'regulations', minimalPdf('Regulamin')))).statusCode).toBe(201);
    const created = await adminCall('POST', '/api/v1/regulations', { regulationName: 'Regulamin ogólny', type: 'general-terms', pl_title: 'Regulamin', pl_fileUrl: '/files/regulations/terms.pdf' });
    expect(created.statusCode).toBe(201);
    regulationId = created.json().data.id;
  });

  it('answers 409 naming the regulation and keeps the old file, until confirmed with force=true', async () => {
    const replace = (force: boolean) => adminCall('POST', `/api/v1/files${force ? '?force=true' : ''}`, uploadBody('terms.pdf', 'regulations', minimalPdf('Nowy regulamin'), true));
    const refused = await replace(false);
    expect(refused.statusCode).toBe(409);
    expect(usedBy(refused.body)).toEqual([expect.objectContaining({ path: 'regulations/terms.pdf', module: 'regulations', id: regulationId })]);
    const stored = await app.inject({ method: 'GET', url: '/files/regulations/terms.pdf' });
    expect(stored.body).toContain('Regulamin');
    expect(stored.body).not.toContain('Nowy regulamin');
    expect((await replace(true)).statusCode).toBe(200);
  });

  it('files/usage and the 409 name only records of modules the caller may open; the rest is counted', async () => {
    const path = 'regulations/terms.pdf';
    const asAdmin = (await adminCall('GET', `/api/v1/files/usage?${q({ path })}`)).json().data.usedBy as FileUsage[];
    expect(asAdmin).toEqual([expect.objectContaining({ module: 'regulations', name: 'Regulamin ogólny' })]);
    // The landing editor holds no regulation permission.
    const asEditor = await calls.editor('GET', `/api/v1/files/usage?${q({ path })}`);
    expect(asEditor.body).not.toContain('Regulamin ogólny');
    expect(asEditor.json().data.usedBy).toEqual([{ path, module: '', moduleLabel: 'Used elsewhere:', id: '', name: '1 record of modules you cannot open' }]);
    // A files.update holder without regulation permissions: warned, not told which regulation.
    const role = await adminCall('POST', '/api/v1/roles', { roleName: 'File keeper', permissions: ['files.create', 'files.update'] });
    await adminCall('POST', '/api/v1/users', { firstName: 'File', lastName: 'Keeper', email: 'keeper@example.com', rolesIds: [role.json().data.id], password: 'Passw0rd!' });
    const keeper = caller(app, await login(app, 'keeper@example.com'));
    const refused = await keeper('POST', '/api/v1/files', uploadBody('terms.pdf', 'regulations', minimalPdf('x'), true));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).not.toContain('Regulamin ogólny');
    expect(refused.json().message).toMatch(/^In use by one record: Used elsewhere: 1 record of modules you cannot open\./);
    // The viewer holds regulation.index: it may open regulations, so it sees the name.
    const asViewer = (await calls.viewer('GET', `/api/v1/files/usage?${q({ path })}`)).json().data.usedBy as FileUsage[];
    expect(asViewer).toEqual([expect.objectContaining({ module: 'regulations', name: 'Regulamin ogólny' })]);
  });
});

describe('move and rename texts', () => {
  it('confirms a move into another folder as moved, a rename in place as renamed', async () => {
    const source = await file();
    const target = await folder();
    const moved = await adminCall('PATCH', '/api/v1/files', { source, destination: `${target}/${source.split('/')[1]}` });
    expect(moved.json().message).toBe('File or Folder moved successfully');
    const renamed = await adminCall('PATCH', '/api/v1/files', { source: `${target}/${source.split('/')[1]}`, destination: `${target}/renamed.png` });
    expect(renamed.json().message).toBe('File or Folder renamed successfully');
    const movedFolder = await adminCall('PATCH', '/api/v1/folder', { source: target, destination: `regulations/${target.split('/')[1]}` });
    expect(movedFolder.json().message).toBe('File or Folder moved successfully');
  });
});
