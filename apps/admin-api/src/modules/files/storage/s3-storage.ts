// S3-compatible bucket store (AWS S3, MinIO, R2…), with the AWS SDK v3. Folders are "prefix/" marker
// objects so empty folders survive; a create without overwrite uses If-None-Match so two uploads of
// the same name cannot silently replace each other.
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { pathProblem } from '@backoffice/validation';
import { AlreadyExistsError, type FileStorage, type StoredEntry, type StoredObject, StorageKeyError, type WriteOptions } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. "backoffice/". */
  prefix?: string;
}

/** S3 settings from S3_* environment variables, or null when no bucket is configured. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX ? env.S3_PREFIX.replace(/\/*$/, '/') : '',
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isNotFound = (error: unknown) => statusOf(error) === 404 || (error as Error)?.name === 'NoSuchKey' || (error as Error)?.name === 'NotFound';

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly prefix: string;

  constructor(private readonly client: S3Client, private readonly bucket: string, prefix = '') {
    this.prefix = prefix;
  }

  private objectKey(key: string): string {
    const problem = pathProblem(key, { allowRoot: true });
    if (problem) throw new StorageKeyError(key, problem);
    return this.prefix + key;
  }

  private folderPrefix(key: string): string {
    return key === '' ? this.prefix : `${this.objectKey(key)}/`;
  }

  private keyOf(objectKey: string): string {
    return objectKey.slice(this.prefix.length).replace(/\/$/, '');
  }

  private async *pages(prefix: string, delimiter?: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken: token }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async stat(key: string): Promise<StoredEntry | null> {
    if (key === '') return { key, name: '', isDir: true, size: 0, modifiedAt: new Date(0) };
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, name: key.split('/').pop() ?? key, isDir: false, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.folderPrefix(key), MaxKeys: 1 }));
    if ((page.KeyCount ?? page.Contents?.length ?? 0) === 0) return null;
    return { key, name: key.split('/').pop() ?? key, isDir: true, size: 0, modifiedAt: new Date(0) };
  }

  async list(folder: string): Promise<StoredEntry[]> {
    const prefix = this.folderPrefix(folder);
    const entries: StoredEntry[] = [];
    for await (const page of this.pages(prefix, '/')) {
      for (const item of page.CommonPrefixes ?? []) {
        if (!item.Prefix) continue;
        const key = this.keyOf(item.Prefix);
        entries.push({ key, name: key.split('/').pop() ?? key, isDir: true, size: 0, modifiedAt: new Date(0) });
      }
      for (const item of page.Contents ?? []) {
        // The folder's own marker object is not an entry of itself.
        if (!item.Key || item.Key === prefix || item.Key.endsWith('/')) continue;
        const key = this.keyOf(item.Key);
        entries.push({ key, name: key.split('/').pop() ?? key, isDir: false, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
      }
    }
    return entries;
  }

  async listFilesDeep(folder: string): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    for await (const page of this.pages(this.folderPrefix(folder))) {
      for (const item of page.Contents ?? []) {
        if (!item.Key || item.Key.endsWith('/')) continue;
        const key = this.keyOf(item.Key);
        entries.push({ key, name: key.split('/').pop() ?? key, isDir: false, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
      }
    }
    return entries;
  }

  async write(key: string, bytes: Uint8Array, options: WriteOptions): Promise<boolean> {
    const existing = await this.stat(key);
    if (existing?.isDir || (existing && !options.overwrite)) throw new AlreadyExistsError(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: bytes,
          ContentType: options.contentType,
          IfNoneMatch: options.overwrite ? undefined : '*',
        }),
      );
    } catch (error) {
      if (statusOf(error) === 412 || (error as Error)?.name === 'PreconditionFailed') throw new AlreadyExistsError(key);
      throw error;
    }
    return existing !== null;
  }

  private async get(key: string, range?: string) {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: range }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<StoredObject | null> {
    if (key === '') return null;
    const object = await this.get(key);
    if (!object?.Body) return null;
    const body = object.Body instanceof Readable ? object.Body : Readable.from(await object.Body.transformToByteArray());
    return { body, size: object.ContentLength ?? 0, modifiedAt: object.LastModified ?? new Date(0), contentType: object.ContentType ?? null };
  }

  async readHead(key: string, length: number): Promise<Uint8Array | null> {
    const object = await this.get(key, `bytes=0-${length - 1}`);
    return object?.Body ? object.Body.transformToByteArray() : null;
  }

  async makeDir(key: string): Promise<boolean> {
    if (await this.stat(key)) return false;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.folderPrefix(key), Body: new Uint8Array() }));
    return true;
  }

  /** Every object key of a file, or of a folder with its marker and contents. */
  private async objectKeysOf(key: string): Promise<string[]> {
    const entry = await this.stat(key);
    if (!entry) return [];
    if (!entry.isDir) return [this.objectKey(key)];
    const keys: string[] = [];
    for await (const page of this.pages(this.folderPrefix(key))) {
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    }
    return keys;
  }

  async remove(key: string): Promise<void> {
    if (key === '') throw new StorageKeyError(key, 'the root cannot be removed');
    const keys = await this.objectKeysOf(key);
    if (keys.length === 1) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: keys[0] }));
      return;
    }
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  async move(from: string, to: string): Promise<void> {
    if (await this.stat(to)) throw new AlreadyExistsError(to);
    const sourceBase = this.objectKey(from);
    const targetBase = this.objectKey(to);
    const keys = await this.objectKeysOf(from);
    // A bucket has no rename: copy every object, then delete the originals.
    for (const key of keys) {
      const target = targetBase + key.slice(sourceBase.length);
      const copySource = `${this.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: target, CopySource: copySource }));
    }
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
