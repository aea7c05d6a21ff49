// The S3 adapter against an in-memory bucket that answers the SDK commands it sends, with S3's semantics
// (prefix/delimiter listings, If-None-Match, copy source encoding).
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { AlreadyExistsError } from './file-storage';
import { S3Storage, s3SettingsFromEnv } from './s3-storage';

type Stored = { body: Uint8Array; contentType?: string; modified: Date };

const failure = (name: string, status: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

function fakeBucket() {
  const objects = new Map<string, Stored>();
  const send = async (command: unknown) => {
    if (command instanceof PutObjectCommand) {
      const { Key, Body, ContentType, IfNoneMatch } = command.input;
      if (IfNoneMatch === '*' && objects.has(Key!)) throw failure('PreconditionFailed', 412);
      objects.set(Key!, { body: Body as Uint8Array, contentType: ContentType, modified: new Date() });
      return {};
    }
    if (command instanceof HeadObjectCommand || command instanceof GetObjectCommand) {
      const found = objects.get(command.input.Key!);
      if (!found) throw failure('NotFound', 404);
      const body = found.body;
      return {
        ContentLength: body.length,
        LastModified: found.modified,
        ContentType: found.contentType,
        Body: { transformToByteArray: async () => body },
      };
    }
    if (command instanceof ListObjectsV2Command) {
      const { Prefix = '', Delimiter, MaxKeys } = command.input;
      const keys = [...objects.keys()].filter((k) => k.startsWith(Prefix)).sort();
      const prefixes = new Set<string>();
      const contents = [];
      for (const key of keys) {
        const rest = key.slice(Prefix.length);
        const cut = Delimiter ? rest.indexOf(Delimiter) : -1;
        if (cut >= 0 && cut < rest.length - 1) prefixes.add(Prefix + rest.slice(0, cut + 1));
        else if (cut >= 0 && rest.length > 0) prefixes.add(key);
        else contents.push({ Key: key, Size: objects.get(key)!.body.length, LastModified: objects.get(key)!.modified });
      }
      const limited = MaxKeys ? contents.slice(0, MaxKeys) : contents;
      return { Contents: limited, CommonPrefixes: [...prefixes].map((Prefix) => ({ Prefix })), KeyCount: limited.length + prefixes.size, IsTruncated: false };
    }
    if (command instanceof CopyObjectCommand) {
      const source = decodeURIComponent(command.input.CopySource!.split('/').slice(1).join('/'));
      objects.set(command.input.Key!, { ...objects.get(source)!, modified: new Date() });
      return {};
    }
    if (command instanceof DeleteObjectCommand) {
      objects.delete(command.input.Key!);
      return {};
    }
    if (command instanceof DeleteObjectsCommand) {
      for (const item of command.input.Delete!.Objects!) objects.delete(item.Key!);
      return {};
    }
    throw new Error(`unexpected command ${String(command)}`);
  };
  return { objects, client: { send, destroy: () => undefined } as unknown as S3Client };
}

describe('S3Storage', () => {
  it('reads its settings from S3_* variables only when a bucket is set', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_PREFIX: 'bo', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ bucket: 'b', prefix: 'bo/', forcePathStyle: true, region: 'us-east-1' });
  });

  it('keeps folders as markers and lists one level with the delimiter', async () => {
    const { objects, client } = fakeBucket();
    const storage = new S3Storage(client, 'bucket', 'bo/');
    expect(await storage.makeDir('banners')).toBe(true);
    expect(await storage.makeDir('banners')).toBe(false);
    await storage.makeDir('banners/2026');
    await storage.write('banners/a b.png', Buffer.from('x'), { contentType: 'image/png', overwrite: false });
    await storage.write('banners/2026/deep.png', Buffer.from('y'), { contentType: 'image/png', overwrite: false });
    expect([...objects.keys()].sort()).toEqual(['bo/banners/', 'bo/banners/2026/', 'bo/banners/2026/deep.png', 'bo/banners/a b.png']);
    expect((await storage.list('banners')).map((e) => [e.key, e.isDir])).toEqual([['banners/2026', true], ['banners/a b.png', false]]);
    expect((await storage.listFilesDeep('banners')).map((e) => e.key)).toEqual(['banners/2026/deep.png', 'banners/a b.png']);
    expect(await storage.stat('banners/2026')).toMatchObject({ isDir: true });
    expect(objects.get('bo/banners/a b.png')?.contentType).toBe('image/png');
  });

  it('refuses to overwrite without the flag and replaces with it', async () => {
    const { client } = fakeBucket();
    const storage = new S3Storage(client, 'bucket');
    await storage.write('a.png', Buffer.from('1'), { contentType: 'image/png', overwrite: false });
    await expect(storage.write('a.png', Buffer.from('2'), { contentType: 'image/png', overwrite: false })).rejects.toBeInstanceOf(AlreadyExistsError);
    expect(await storage.write('a.png', Buffer.from('2'), { contentType: 'image/png', overwrite: true })).toBe(true);
    expect(Buffer.from((await storage.readHead('a.png', 10))!).toString()).toBe('2');
  });

  it('moves and removes whole folders', async () => {
    const { objects, client } = fakeBucket();
    const storage = new S3Storage(client, 'bucket');
    await storage.makeDir('m');
    await storage.makeDir('m/old');
    await storage.write('m/old/ż 1.png', Buffer.from('x'), { contentType: 'image/png', overwrite: false });
    await storage.move('m/old', 'm/new');
    expect([...objects.keys()].sort()).toEqual(['m/', 'm/new/', 'm/new/ż 1.png']);
    await storage.remove('m/new');
    expect([...objects.keys()]).toEqual(['m/']);
  });
});
