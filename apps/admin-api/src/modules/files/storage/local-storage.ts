// Local disk store under <dataDir>/files. Every key is re-checked here and resolved against the real
// root, so even a caller that skipped validation cannot read or write outside it.
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathProblem } from '@backoffice/validation';
import { AlreadyExistsError, type FileStorage, type StoredEntry, type StoredObject, StorageKeyError, type WriteOptions } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';
const TEMP_PREFIX = '.upload-';
/**
 * A folder's listing is kept while the folder itself is unchanged (same inode and change times): every change this
 * store makes (a write is a link or rename, a delete an unlink) or anyone makes to its entries changes the folder.
 * A folder whose entries changed (its mtime) less than RACY_MS ago is listed afresh each time, since a second change within the file system's
 * clock tick would leave the times as they were (git's "racily clean" rule). Edits inside a file that keep its name
 * (not this store's way of writing) are not seen until the folder changes.
 */
const RACY_MS = 2000;
const CACHED_FOLDERS = 64;

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  private realRoot: string | null = null;
  private readonly listings = new Map<string, { signature: string; entries: StoredEntry[] }>();

  constructor(readonly root: string) {}

  private async rootPath(): Promise<string> {
    if (!this.realRoot) {
      await fs.mkdir(this.root, { recursive: true });
      this.realRoot = await fs.realpath(this.root);
    }
    return this.realRoot;
  }

  /** Absolute path of a key, refusing anything that is not a plain relative path below the root. */
  private async resolve(key: string): Promise<string> {
    const problem = pathProblem(key, { allowRoot: true });
    if (problem) throw new StorageKeyError(key, problem);
    const root = await this.rootPath();
    const absolute = path.resolve(root, ...key.split('/').filter(Boolean));
    if (absolute !== root && !absolute.startsWith(root + path.sep)) throw new StorageKeyError(key, 'outside the root');
    // A symlink planted inside the store must not lead out of it: check the real parent folder.
    if (absolute === root) return root;
    const parent = await fs.realpath(path.dirname(absolute)).catch(() => null);
    if (parent && parent !== root && !parent.startsWith(root + path.sep)) throw new StorageKeyError(key, 'outside the root');
    return absolute;
  }

  private entry(key: string, stats: { isDirectory(): boolean; size: number; mtime: Date }): StoredEntry {
    return { key, name: path.posix.basename(key), isDir: stats.isDirectory(), size: stats.isDirectory() ? 0 : stats.size, modifiedAt: stats.mtime };
  }

  async stat(key: string): Promise<StoredEntry | null> {
    try {
      const stats = await fs.lstat(await this.resolve(key));
      if (stats.isSymbolicLink()) return null;
      return this.entry(key, stats);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async list(folder: string): Promise<StoredEntry[]> {
    const dir = await this.resolve(folder);
    const stats = await fs.stat(dir, { bigint: true }).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!stats) return [];
    const signature = `${stats.ino}:${stats.mtimeNs}:${stats.ctimeNs}`;
    const cached = this.listings.get(dir);
    if (cached?.signature === signature) return cached.entries;
    const entries = await this.readFolder(dir, folder);
    this.listings.delete(dir);
    if (Date.now() - Number(stats.mtimeMs) >= RACY_MS) {
      this.listings.set(dir, { signature, entries });
      if (this.listings.size > CACHED_FOLDERS) this.listings.delete(this.listings.keys().next().value!);
    }
    return entries;
  }

  /** Every entry of a folder, each with its own lstat: the work the listing cache saves. */
  private async readFolder(dir: string, folder: string): Promise<StoredEntry[]> {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const entries = await Promise.all(
      // Dot-names are this store's temporary upload files: never part of a listing.
      names.filter((name) => !name.startsWith('.')).map(async (name) => {
        const stats = await fs.lstat(path.join(dir, name)).catch(() => null);
        if (!stats || stats.isSymbolicLink()) return null;
        return this.entry(folder ? `${folder}/${name}` : name, stats);
      }),
    );
    return entries.filter((entry): entry is StoredEntry => entry !== null);
  }

  async listFilesDeep(folder: string): Promise<StoredEntry[]> {
    const files: StoredEntry[] = [];
    for (const entry of await this.list(folder)) {
      if (entry.isDir) files.push(...(await this.listFilesDeep(entry.key)));
      else files.push(entry);
    }
    return files;
  }

  async write(key: string, bytes: Uint8Array, options: WriteOptions): Promise<boolean> {
    const target = await this.resolve(key);
    // Write beside the target, then link (no overwrite) or rename (overwrite): readers never see half a file.
    const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    await fs.writeFile(temp, bytes, { flag: 'wx' });
    try {
      if (!options.overwrite) {
        try {
          await fs.link(temp, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new AlreadyExistsError(key);
          throw error;
        }
        return false;
      }
      const existing = await fs.lstat(target).catch(() => null);
      if (existing?.isDirectory()) throw new AlreadyExistsError(key);
      await fs.rename(temp, target);
      return existing !== null;
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  async sweepTemporary(minAgeMs: number): Promise<number> {
    const root = await this.rootPath();
    // With no minimum age every temporary file goes: a file's mtime can sit a few ms ahead of Date.now() (the
    // file system's clock is not the process's), so comparing would keep a file written just now.
    const before = minAgeMs <= 0 ? Infinity : Date.now() - minAgeMs;
    let removed = 0;
    const sweep = async (dir: string): Promise<void> => {
      for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await sweep(full);
        else if (entry.isFile() && entry.name.startsWith(TEMP_PREFIX)) {
          const stats = await fs.lstat(full).catch(() => null);
          if (stats && stats.mtimeMs <= before) {
            await fs.rm(full, { force: true });
            removed++;
          }
        }
      }
    };
    await sweep(root);
    return removed;
  }

  async read(key: string): Promise<StoredObject | null> {
    const file = await this.resolve(key);
    const stats = await fs.lstat(file).catch(() => null);
    if (!stats || !stats.isFile()) return null;
    return { body: createReadStream(file), size: stats.size, modifiedAt: stats.mtime, contentType: null };
  }

  async readHead(key: string, length: number): Promise<Uint8Array | null> {
    const file = await this.resolve(key);
    const handle = await fs.open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async makeDir(key: string): Promise<boolean> {
    try {
      await fs.mkdir(await this.resolve(key));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (key === '') throw new StorageKeyError(key, 'the root cannot be removed');
    await fs.rm(await this.resolve(key), { recursive: true, force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const source = await this.resolve(from);
    const target = await this.resolve(to);
    if (await fs.lstat(target).catch(() => null)) throw new AlreadyExistsError(to);
    await fs.rename(source, target);
  }
}
