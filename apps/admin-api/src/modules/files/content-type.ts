// The content type of a file is read from its bytes (file-type, plus a text sniff for SVG and HTML, which
// have no magic number), never taken from the name. file-type is ESM-only while this server is loaded as
// CommonJS (tsx, jest), so it runs in one small worker thread that answers detection requests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** file-type reads at most this many bytes. */
export const SNIFF_BYTES = 4100;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.fileTypeUrl);
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const { fileTypeFromBuffer } = await loaded;
    const found = await fileTypeFromBuffer(bytes);
    parentPort.postMessage({ id, mime: found ? found.mime : null });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

function fileTypeEntry(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'file-type', 'index.js');
    if (existsSync(candidate)) return pathToFileURL(candidate).href;
    if (path.dirname(dir) === dir) throw new Error('file-type is not installed');
  }
}

type Pending = { resolve: (mime: string | null) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function detector(): Worker {
  if (worker) return worker;
  const created = new Worker(WORKER_SOURCE, { eval: true, workerData: { fileTypeUrl: fileTypeEntry() } });
  created.unref();
  created.on('message', (answer: { id: number; mime?: string | null; error?: string }) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.mime ?? null);
  });
  const fail = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    if (worker === created) worker = null;
  };
  created.on('error', fail);
  created.on('exit', () => fail(new Error('content type detector stopped')));
  worker = created;
  return created;
}

/** Stops the detector thread (app close); the next detection starts a new one. */
export async function stopContentTypeDetector(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}

function magicType(bytes: Uint8Array): Promise<string | null> {
  const id = nextId++;
  const head = bytes.slice(0, SNIFF_BYTES);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    detector().postMessage({ id, bytes: head });
  });
}

/** Types by extension: for listings (cheap) and to check a name against its bytes. */
const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif',
  bmp: 'image/bmp', ico: 'image/x-icon', svg: 'image/svg+xml', pdf: 'application/pdf', mp4: 'video/mp4',
  webm: 'video/webm', mp3: 'audio/mpeg', zip: 'application/zip', json: 'application/json', txt: 'text/plain',
  csv: 'text/csv', html: 'text/html', htm: 'text/html', xml: 'application/xml', woff: 'font/woff', woff2: 'font/woff2',
  ttf: 'font/ttf',
};
const PLAIN_TEXT = new Set(['text/plain', 'text/csv', 'application/json']);

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** The type a name claims, or null for an unknown extension. */
export const typeFromName = (name: string): string | null => EXTENSION_TYPES[extensionOf(name)] ?? null;

const ACTIVE_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|meta|link|form|img|a|div|style)[\s>/]/i;

function sniffText(bytes: Uint8Array, name: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(0, SNIFF_BYTES));
  } catch {
    return 'application/octet-stream';
  }
  if (text.includes('\0')) return 'application/octet-stream';
  if (/<svg[\s>]/i.test(text)) return 'image/svg+xml';
  if (ACTIVE_MARKUP.test(text)) return 'text/html';
  if (/^\s*<\?xml/i.test(text)) return 'application/xml';
  const claimed = typeFromName(name);
  return claimed && PLAIN_TEXT.has(claimed) ? claimed : 'text/plain';
}

/** The content type of these bytes. The name only picks between plain-text flavours (txt, csv, json). */
export async function detectContentType(bytes: Uint8Array, name: string): Promise<string> {
  const magic = await magicType(bytes);
  if (magic && magic !== 'application/xml') return magic;
  return sniffText(bytes, name);
}

/** Whether the bytes' type agrees with the name's extension (an unknown extension agrees with anything). */
export function typeMatchesName(detected: string, name: string): boolean {
  const claimed = typeFromName(name);
  if (!claimed || claimed === detected) return true;
  // Plain text has no signature: a .csv or .json file reads as text/plain when it looks like nothing else.
  return PLAIN_TEXT.has(claimed) && PLAIN_TEXT.has(detected);
}

/** Types a browser may show inline from our origin: they cannot run script. Everything else is a download. */
const INLINE_SAFE = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon',
  'application/pdf', 'video/mp4', 'video/webm', 'audio/mpeg', 'text/plain', 'text/csv',
  'font/woff', 'font/woff2', 'font/ttf',
]);

export const isInlineSafe = (contentType: string) => INLINE_SAFE.has(contentType);
