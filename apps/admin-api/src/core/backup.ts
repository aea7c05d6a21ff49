// Backup and restore of one Back Office (README "Backup and restore"): the database and the stored files into one
// folder, and back. `npm run backup -- <dir>` / `npm run restore -- <dir>` (scripts/backup.ts) read the API's own
// settings (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, S3_*).
//   database  PGlite: its data folder as PGlite's own tarball (dumpDataDir), taken with the API stopped (the folder's
//             lock says so); PostgreSQL: pg_dump -Fc of the API's schema, taken while it runs (one snapshot).
//   files     the local folder (<DATA_DIR>/files) or every object under S3_PREFIX (folder markers included).
// manifest.json lists what was taken, each file with its size and sha256; a restore checks them before it replaces
// anything, and replaces everything: the schema (or PGlite folder) and the files are wiped first.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock';

const run = promisify(execFile);

export interface BackupTarget {
  /** PostgreSQL when set, else PGlite in <dataDir>/db. */
  databaseUrl?: string;
  /** The API's schema (DATABASE_SCHEMA; default public). */
  databaseSchema?: string;
  dataDir: string;
  /** Files in a bucket (S3_*), else <dataDir>/files. */
  s3?: { client: S3Client; bucket: string; prefix: string };
  /** Where pg_dump and pg_restore are (PG_BIN); default: PATH, then the newest /usr/lib/postgresql/<n>/bin. */
  pgBin?: string;
}

interface FileEntry {
  /** Path inside the store, "/"-separated; a folder ends with "/". */
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 'backoffice-backup/1';
  createdAt: string;
  database: { kind: 'pglite'; file: string } | { kind: 'postgres'; file: string; schema: string };
  files: { kind: 'local' | 's3'; entries: FileEntry[] };
  /** The last migration recorded: a restore into an older build would refuse to serve it. */
  lastMigration: string | null;
}

const DB_FILE = { pglite: 'pglite-data.tar.gz', postgres: 'database.dump' } as const;
const FILES_DIR = 'files';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function pgTool(name: 'pg_dump' | 'pg_restore', pgBin?: string): string {
  if (pgBin) return path.join(pgBin, name);
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, name)));
  if (onPath) return name;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(path.join(base, version, 'bin', name))) return path.join(base, version, 'bin', name);
  throw new Error(`${name} not found: install the PostgreSQL client tools (at least the server's version) or set PG_BIN`);
}

/** The URL without its password, which goes to the tools through PGPASSWORD (never on a command line). */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const schemaOf = (target: BackupTarget) => {
  const schema = target.databaseSchema ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  return schema;
};

/** Runs fn with the PGlite folder locked: refused while an API (or another backup) has it open. */
async function withPgliteStopped<T>(dataDir: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.resolve(dataDir, 'db');
  await mkdir(path.dirname(dir), { recursive: true });
  let lock: { release(): void };
  try {
    lock = lockDataDir(`${dir}.lock`);
  } catch (error) {
    throw new Error(`The admin API is running on ${dataDir} (${(error as Error).message}): stop it first; PGlite is backed up and restored with the API stopped`);
  }
  try {
    return await fn(dir);
  } finally {
    lock.release();
  }
}

async function openPglite(options: { dataDir: string; loadDataDir?: Blob }) {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(options);
}

// ---- files ----

async function localEntries(root: string, prefix = ''): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  const items = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(() => []);
  for (const item of items.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${item.name}` : item.name;
    if (item.isDirectory()) {
      entries.push({ key: `${key}/`, size: 0, sha256: sha256(Buffer.alloc(0)) });
      entries.push(...(await localEntries(root, key)));
    } else if (item.isFile()) {
      const data = await readFile(path.join(root, key));
      entries.push({ key, size: data.length, sha256: sha256(data) });
    }
  }
  return entries;
}

async function listS3(s3: NonNullable<BackupTarget['s3']>): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key && item.Key !== s3.prefix) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

async function backupFiles(target: BackupTarget, out: string): Promise<BackupManifest['files']> {
  const into = path.join(out, FILES_DIR);
  await mkdir(into, { recursive: true });
  if (!target.s3) {
    const root = path.resolve(target.dataDir, 'files');
    if (existsSync(root)) await cp(root, into, { recursive: true, preserveTimestamps: true });
    return { kind: 'local', entries: await localEntries(into) };
  }
  const s3 = target.s3;
  const entries: FileEntry[] = [];
  for (const objectKey of await listS3(s3)) {
    const key = objectKey.slice(s3.prefix.length);
    if (key.endsWith('/')) {
      await mkdir(path.join(into, key), { recursive: true });
      entries.push({ key, size: 0, sha256: sha256(Buffer.alloc(0)) });
      continue;
    }
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
    const data = Buffer.from(await object.Body!.transformToByteArray());
    await mkdir(path.dirname(path.join(into, key)), { recursive: true });
    await writeFile(path.join(into, key), data);
    entries.push({ key, size: data.length, sha256: sha256(data) });
  }
  return { kind: 's3', entries };
}

async function restoreFiles(target: BackupTarget, from: string, files: BackupManifest['files']): Promise<void> {
  const source = path.join(from, FILES_DIR);
  if (!target.s3) {
    const root = path.resolve(target.dataDir, 'files');
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    await cp(source, root, { recursive: true, preserveTimestamps: true });
    return;
  }
  const s3 = target.s3;
  const existing = await listS3(s3);
  for (let i = 0; i < existing.length; i += 1000) {
    await s3.client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: existing.slice(i, i + 1000).map((Key) => ({ Key })) } }));
  }
  for (const entry of files.entries) {
    const body = entry.key.endsWith('/') ? Buffer.alloc(0) : await readFile(path.join(source, entry.key));
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: s3.prefix + entry.key, Body: body }));
  }
}

/** Every file of the backup is there with its size and hash: checked before anything is replaced. */
async function verifyFiles(from: string, files: BackupManifest['files']): Promise<void> {
  for (const entry of files.entries) {
    if (entry.key.endsWith('/')) continue;
    const data = await readFile(path.join(from, FILES_DIR, entry.key)).catch(() => null);
    if (!data || data.length !== entry.size || sha256(data) !== entry.sha256) throw new Error(`The backup is damaged: ${FILES_DIR}/${entry.key} is missing or differs from manifest.json`);
  }
}

// ---- database ----

async function lastMigration(query: (sql: string) => Promise<{ rows: { name: string }[] }>): Promise<string | null> {
  const { rows } = await query('SELECT max(name) AS name FROM schema_migrations').catch(() => ({ rows: [] as { name: string }[] }));
  return rows[0]?.name ?? null;
}

async function withPgClient<T>(url: string, schema: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function backup(target: BackupTarget, out: string): Promise<BackupManifest> {
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw new Error(`${out} is not empty: back up into a new folder`);
  let database: BackupManifest['database'];
  let last: string | null;
  let files: BackupManifest['files'];
  if (target.databaseUrl) {
    const schema = schemaOf(target);
    const { url, env } = connection(target.databaseUrl);
    // The dump is one snapshot of the schema; the API may keep running.
    await run(pgTool('pg_dump', target.pgBin), ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${path.join(out, DB_FILE.postgres)}`, `--dbname=${url}`], { env, maxBuffer: 64 * 1024 * 1024 });
    database = { kind: 'postgres', file: DB_FILE.postgres, schema };
    last = await withPgClient(target.databaseUrl, schema, (client) => lastMigration((sql) => client.query(sql)));
    files = await backupFiles(target, out);
  } else {
    ({ last, files } = await withPgliteStopped(target.dataDir, async (dir) => {
      const db = await openPglite({ dataDir: dir });
      try {
        const tarball = await db.dumpDataDir('gzip');
        await writeFile(path.join(out, DB_FILE.pglite), Buffer.from(await tarball.arrayBuffer()));
        const taken = await lastMigration((sql) => db.query<{ name: string }>(sql));
        // Still under the lock: no API changes the files while they are copied.
        return { last: taken, files: await backupFiles(target, out) };
      } finally {
        await db.close();
      }
    }));
    database = { kind: 'pglite', file: DB_FILE.pglite };
  }
  const manifest: BackupManifest = { format: 'backoffice-backup/1', createdAt: new Date().toISOString(), database, files, lastMigration: last };
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function restore(target: BackupTarget, from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(from, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'backoffice-backup/1') throw new Error(`${from}/manifest.json is not a Back Office backup`);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wanted) {
    throw new Error(`The backup holds a ${manifest.database.kind} database and this server uses ${wanted}: restore it on the same kind (or move the data with pg_dump/psql)`);
  }
  if (!existsSync(path.join(from, manifest.database.file))) throw new Error(`The backup is damaged: ${manifest.database.file} is missing`);
  await verifyFiles(from, manifest.files);

  if (target.databaseUrl) {
    const schema = schemaOf(target);
    const { url, env } = connection(target.databaseUrl);
    const dump = path.join(from, manifest.database.file);
    const restoreTool = pgTool('pg_restore', target.pgBin);
    // The dump names its schema; restoring into another one is not supported (it would need rewriting the dump).
    if (manifest.database.kind === 'postgres' && manifest.database.schema !== schema) {
      throw new Error(`The backup is of schema ${manifest.database.schema}, this server uses ${schema} (DATABASE_SCHEMA)`);
    }
    const { stdout: toc } = await run(restoreTool, ['--list', dump], { env, maxBuffer: 64 * 1024 * 1024 });
    const createsSchema = new RegExp(`\\bSCHEMA - ${schema}\\b`).test(toc);
    await withPgClient(target.databaseUrl, 'public', async (client) => {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      if (!createsSchema) await client.query(`CREATE SCHEMA ${schema}`);
    });
    await run(restoreTool, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump], { env, maxBuffer: 64 * 1024 * 1024 });
    await restoreFiles(target, from, manifest.files);
  } else {
    await withPgliteStopped(target.dataDir, async (dir) => {
      const tarball = await readFile(path.join(from, manifest.database.file));
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      const db = await openPglite({ dataDir: dir, loadDataDir: new Blob([tarball]) });
      await db.close();
      await restoreFiles(target, from, manifest.files);
    });
  }
  return manifest;
}

/** Bytes of the backup folder (for the CLI's summary). */
export async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const item of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (item.isFile()) total += (await stat(path.join(item.parentPath ?? (item as unknown as { path: string }).path, item.name))).size;
  }
  return total;
}
