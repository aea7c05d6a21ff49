// Demo records name their images as /files/<key>. Stored as written, they pointed at nothing (every demo
// thumbnail was broken, and a relative link resolved against the shell's origin). Before a demo record is
// stored, each such image is made real in the file store (a generated picture, kept if one is there already)
// and the link becomes the public URL an upload would get.
import { deflateSync } from 'node:zlib';
import type { FileStorage } from '../modules/files/storage/file-storage';
import { AlreadyExistsError } from '../modules/files/storage/file-storage';
import { publicUrlOf } from '../modules/files/storage/storage-for-app';

const DEMO_IMAGE = /^\/files\/([^?#]+\.png)$/;
/** Folders of square pictures (icons, avatars); the rest get a banner's shape. */
const SQUARE = /(^|\/)(avatars|medals|icons?|crests?)(\/|$)|-icon\.png$/;

/** The size a demo link's picture is made in: its field's image rule, else a shape by folder. */
export type DemoImageSizes = ReadonlyMap<string, { width: number; height: number }>;

/**
 * Replaces every /files/… image link in a record (at any depth) by its public URL, storing the picture first —
 * at the size `sizes` gives its link (the field's rule, so "Choose from files" offers demo files that fit).
 */
export async function materializeDemoFiles<T>(storage: FileStorage, value: T, sizes: DemoImageSizes = new Map()): Promise<T> {
  if (typeof value === 'string') {
    const match = DEMO_IMAGE.exec(value);
    if (!match) return value;
    const key = decodeURIComponent(match[1]);
    await storeOnce(storage, key, sizes.get(value));
    return publicUrlOf(key) as T;
  }
  if (Array.isArray(value)) return (await Promise.all(value.map((item) => materializeDemoFiles(storage, item, sizes)))) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await materializeDemoFiles(storage, v, sizes)] as const));
    return Object.fromEntries(entries) as T;
  }
  return value;
}

async function storeOnce(storage: FileStorage, key: string, size?: { width: number; height: number }): Promise<void> {
  const folders = key.split('/').slice(0, -1);
  for (let i = 1; i <= folders.length; i += 1) await storage.makeDir(folders.slice(0, i).join('/'));
  const [width, height] = size ? [size.width, size.height] : SQUARE.test(key) ? [128, 128] : [410, 130];
  try {
    await storage.write(key, demoPng(key, width, height), { contentType: 'image/png', overwrite: false });
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
  }
}

/** A PNG of a left-to-right gradient between two colours derived from the key: each demo image looks different. */
export function demoPng(seed: string, width: number, height: number): Buffer {
  const hash = [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);
  const from = hsl(hash % 360, 0.55, 0.42);
  const to = hsl((hash % 360 + 50) % 360, 0.6, 0.62);
  // One scanline (filter byte 0, then RGB), repeated: cheap enough to make a hundred images at start.
  const line = Buffer.alloc(width * 3 + 1);
  for (let x = 0; x < width; x += 1) {
    const t = x / Math.max(1, width - 1);
    for (let c = 0; c < 3; c += 1) line[1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
  }
  const rows = Buffer.concat(Array.from({ length: height }, () => line));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
