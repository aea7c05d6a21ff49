// Backup → wipe → restore (README "Backup and restore") on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, with
// the files on local disk: every row of every table (records, history entries, sessions, migrations) and every
// sequence comes back as it was, every file byte for byte, and the API serves the restored data.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { backup, restore, type BackupTarget } from '../src/core/backup';
import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pglite';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../src/modules/files/storage/s3-storage';
import { login } from './helpers';
import { startLocalS3 } from './s3-server';

const url = process.env.TEST_DATABASE_URL;
// Two API starts with demo data and a PGlite dump and load: slower than the default minute on a busy machine.
jest.setTimeout(180_000);

/** Every table's rows (ordered by their text) and every sequence's position. */
async function snapshot(db: Db): Promise<Record<string, unknown>> {
  const tables = await db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1");
  const out: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    out[name] = (await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t ORDER BY 1`)).rows.map((r) => r.row);
  }
  const sequences = await db.query<{ name: string }>("SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY 1");
  for (const { name } of sequences.rows) out[`seq:${name}`] = (await db.query(`SELECT last_value, is_called FROM "${name}"`)).rows[0];
  return out;
}

async function fileHashes(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!existsSync(root)) return out;
  for (const item of await readdir(root, { withFileTypes: true, recursive: true })) {
    const full = path.join(item.parentPath, item.name);
    out[path.relative(root, full) + (item.isDirectory() ? '/' : '')] = item.isDirectory() ? 'dir' : createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

async function pgSnapshot(schema: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await snapshot({ query: async (sql: string) => ({ rows: (await client.query(sql)).rows }) } as unknown as Db);
  } finally {
    await client.end();
  }
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
] as const)('backup and restore on %s with files on disk', (_name, postgres) => {
  const run = postgres && !url ? it.skip : it;
  let work: string;
  let schema: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'backoffice-backup-'));
    schema = `test_backup_${randomBytes(4).toString('hex')}`;
  });
  afterEach(async () => {
    rmSync(work, { recursive: true, force: true });
    if (postgres && url) await dropSchema(schema);
  });

  run('brings back every record, history entry and file, byte for byte', async () => {
    const dataDir = path.join(work, 'data');
    const options: AppOptions = { dataDir, demoData: true, logger: false, ...(postgres ? { databaseUrl: url, databaseSchema: schema } : {}) };
    const target: BackupTarget = { dataDir, ...(postgres ? { databaseUrl: url, databaseSchema: schema } : {}) };

    // Demo data (files included), a change that writes a history entry, and a binary file of every byte value.
    let app = await buildApp(options);
    await app.ready();
    const token = await login(app, 'admin@example.com');
    const roles = await app.inject({ method: 'GET', url: '/api/v1/roles', headers: { 'x-access-token': token } });
    const role = (roles.json() as { data: { items: { id: number; version: number }[] } }).data.items[0]!;
    const changed = await app.inject({ method: 'PATCH', url: `/api/v1/roles/${role.id}`, headers: { 'x-access-token': token }, payload: { roleName: 'Renamed before the backup', version: role.version } });
    expect(changed.statusCode).toBe(200);
    mkdirSync(path.join(dataDir, 'files', 'backup-test', 'empty-folder'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'backup-test', 'all-bytes.bin'), Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(100_000)]));
    await app.close();

    const before = postgres ? await pgSnapshot(schema) : await withPglite(dataDir, snapshot);
    const filesBefore = await fileHashes(path.join(dataDir, 'files'));
    expect(Object.keys(filesBefore).filter((key) => !key.endsWith('/')).length).toBeGreaterThan(1);
    expect(before.history_entries as unknown[]).not.toHaveLength(0);

    const out = path.join(work, 'backup');
    const manifest = await backup(target, out);
    expect(manifest.database.kind).toBe(postgres ? 'postgres' : 'pglite');
    expect(manifest.files.kind).toBe('local');

    // Wipe: the database and the files are gone.
    if (postgres) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });

    await restore(target, out);
    expect(postgres ? await pgSnapshot(schema) : await withPglite(dataDir, snapshot)).toEqual(before);
    expect(await fileHashes(path.join(dataDir, 'files'))).toEqual(filesBefore);

    // The API serves it: ready, the change is there, the file comes back byte for byte.
    app = await buildApp({ ...options, demoData: false });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      const again = await login(app, 'admin@example.com');
      const read = await app.inject({ method: 'GET', url: `/api/v1/roles/${role.id}`, headers: { 'x-access-token': again } });
      expect(read.json()).toMatchObject({ data: { roleName: 'Renamed before the backup' } });
      const file = await app.inject({ method: 'GET', url: '/files/backup-test/all-bytes.bin' });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(readFileSync(path.join(out, 'files', 'backup-test', 'all-bytes.bin')))).toBe(true);
    } finally {
      await app.close();
    }
  });

  if (!postgres) {
    it('refuses a PGlite backup while the API has the folder open, and a damaged backup before it wipes anything', async () => {
      const dataDir = path.join(work, 'data');
      const app = await buildApp({ dataDir, logger: false });
      await app.close();
      // Another live process (an API) holds the folder.
      const holder = spawn('sleep', ['30']);
      try {
        writeFileSync(path.join(dataDir, 'db.lock'), JSON.stringify({ pid: holder.pid, host: hostname(), since: new Date().toISOString() }));
        await expect(backup({ dataDir }, path.join(work, 'b1'))).rejects.toThrow(/running .*stop it first/);
        await expect(restore({ dataDir }, path.join(work, 'b1'))).rejects.toThrow();
      } finally {
        holder.kill();
        rmSync(path.join(dataDir, 'db.lock'), { force: true });
      }
      const out = path.join(work, 'b2');
      await backup({ dataDir }, out);
      writeFileSync(path.join(dataDir, 'files', 'kept.txt'), 'kept');
      const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
      manifest.files.entries.push({ key: 'missing.txt', size: 1, sha256: 'x' });
      writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest));
      await expect(restore({ dataDir }, out)).rejects.toThrow(/damaged: files\/missing.txt/);
      expect(readFileSync(path.join(dataDir, 'files', 'kept.txt'), 'utf8')).toBe('kept');
    });
  }
});

async function withPglite<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(path.join(dataDir, 'db'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

it('backs up and restores the files of an S3 prefix (s3rver), folder markers included, byte for byte', async () => {
  const s3server = await startLocalS3('backup-bucket');
  const work = mkdtempSync(path.join(tmpdir(), 'backoffice-backup-s3-'));
  const client = createS3Client({ bucket: 'backup-bucket', region: 'us-east-1', endpoint: s3server.endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'bo/' });
  const target: BackupTarget = { dataDir: path.join(work, 'data'), s3: { client, bucket: 'backup-bucket', prefix: 'bo/' } };
  const contents = async () => {
    const out: Record<string, string> = {};
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'backup-bucket' }));
    for (const item of listed.Contents ?? []) {
      const body = await client.send(new GetObjectCommand({ Bucket: 'backup-bucket', Key: item.Key! }));
      out[item.Key!] = createHash('sha256').update(await body.Body!.transformToByteArray()).digest('hex');
    }
    return out;
  };
  try {
    const objects: Record<string, Buffer> = { 'bo/banners/': Buffer.alloc(0), 'bo/banners/a.png': randomBytes(70_000), 'bo/regulations/deep/b.pdf': Buffer.from(Array.from({ length: 256 }, (_, i) => i)), 'other/not-ours.txt': Buffer.from('outside the prefix') };
    for (const [Key, Body] of Object.entries(objects)) await client.send(new PutObjectCommand({ Bucket: 'backup-bucket', Key, Body }));
    const before = await contents();
    const out = path.join(work, 'backup');
    const manifest = await backup(target, out);
    expect(manifest.files).toMatchObject({ kind: 's3' });
    expect(manifest.files.entries.map((entry) => entry.key)).toEqual(['banners/', 'banners/a.png', 'regulations/deep/b.pdf']);
    // Wipe the prefix, and add an object the restore must remove.
    await client.send(new DeleteObjectsCommand({ Bucket: 'backup-bucket', Delete: { Objects: Object.keys(objects).filter((key) => key.startsWith('bo/')).map((Key) => ({ Key })) } }));
    await client.send(new PutObjectCommand({ Bucket: 'backup-bucket', Key: 'bo/after-the-backup.txt', Body: 'new' }));
    await restore(target, out);
    expect(await contents()).toEqual(before);
  } finally {
    client.destroy();
    await s3server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
