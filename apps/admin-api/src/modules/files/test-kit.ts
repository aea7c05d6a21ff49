// Shared by this module's specs: sample files and one-line calls of the files API through inject.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A real 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (enough for content detection). */
export const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export type Call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Calls the app as the signed-in holder of token. */
export function caller(app: FastifyInstance, token: string): Call {
  return (method, url, payload) =>
    app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export function uploadBody(fileName: string, folderName: string, bytes: Buffer = PNG_1PX, overwrite?: boolean) {
  return { fileContents: bytes.toString('base64'), fileName, folderName, ...(overwrite === undefined ? {} : { overwrite }) };
}

export const q = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const item of [value].flat()) search.append(key, item);
  return search.toString();
};
