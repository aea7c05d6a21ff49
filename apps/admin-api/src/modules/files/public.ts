// GET /files/* and /files?key=: stored files at stable public URLs (registered by app.ts at the root, public access).
// Nothing stored is ever active content on our origin: types that could run script (SVG, HTML, XML,
// unknown) are downloads, every answer is nosniff, and a sandbox CSP covers the rest.
import { pathProblem } from '@backoffice/validation';
import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkedBy, errorResponse, jsonSchemaOf, type RoutesApp } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import { SNIFF_BYTES, detectContentType, isInlineSafe } from './content-type';
import { storageFor } from './storage/storage-for-app';

// An encoded backslash or NUL in the raw URL is an attempt to smuggle a path past the router. An encoded slash is
// how a client generated from the OpenAPI document sends the key of `/files/{path}` (banners%2Ftop.png): the
// decoded key is then checked like any other ('..', empty segments and the rest refused).
const SMUGGLED = /%(?:5c|00)/i;
const SANDBOX_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function publicFilesRoutes(app: RoutesApp): Promise<void> {
  const storage = await storageFor(app);

  // Two addresses of the same file: /files/<key> (the links stored in records) and /files?key=<key>, which a client
  // generated from the OpenAPI document can call (it escapes the slashes of a path parameter).
  const binary = { description: 'The file bytes (the content type is detected from them)', content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } };
  const fileResponses = { 200: binary, 304: { description: 'Not modified (If-None-Match)' }, 400: errorResponse(400), 404: errorResponse(404) };
  const byKey = v.strictObject({ key: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)) });

  app.get('/files', { config: { access: 'public' }, schema: { operationId: 'getStoredFileByKey', tags: ['files'], summary: 'A stored file by its key (e.g. banners/top.png), typed from its bytes', querystring: checkedBy(jsonSchemaOf(byKey, 'text'), byKey), response: fileResponses } }, async (request, reply) => {
    const key = request.query.key.normalize('NFC');
    if (pathProblem(key)) throw new HttpError(400, 'Invalid file path');
    return sendFile(key, request, reply);
  });

  app.get('/files/*', { config: { access: 'public' }, schema: { operationId: 'getStoredFile', tags: ['files'], summary: 'A stored file at its public URL, typed from its bytes (active content only as a download)', response: fileResponses } }, async (request, reply) => {
    const rawPath = (request.raw.url ?? '').split('?')[0];
    if (SMUGGLED.test(rawPath)) throw new HttpError(400, 'Invalid file path');
    const key = ((request.params as { '*'?: string })['*'] ?? '').normalize('NFC');
    if (pathProblem(key)) throw new HttpError(400, 'Invalid file path');
    return sendFile(key, request, reply);
  });

  async function sendFile(key: string, request: FastifyRequest, reply: FastifyReply) {
    const stored = await storage.read(key);
    if (!stored) throw new HttpError(404, 'File not found');

    const etag = `W/"${stored.size.toString(16)}-${stored.modifiedAt.getTime().toString(16)}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'public, no-cache');
    reply.header('last-modified', stored.modifiedAt.toUTCString());
    reply.header('x-content-type-options', 'nosniff');
    // Stored files are public: any page may draw them on a canvas and still save it (the event image builder
    // composes crests served from this origin). No credentials are ever honoured here.
    reply.header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === etag) {
      stored.body.destroy();
      return reply.status(304).send();
    }

    let contentType = stored.contentType;
    if (!contentType) {
      const head = (await storage.readHead(key, SNIFF_BYTES)) ?? new Uint8Array();
      contentType = await detectContentType(head, key);
    }
    const name = key.split('/').pop() ?? key;
    const inline = isInlineSafe(contentType);
    reply.header('content-type', contentType);
    reply.header('content-length', String(stored.size));
    reply.header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name));
    // Chromium's PDF viewer does not render inside a sandboxed document; PDFs cannot script our origin anyway.
    if (contentType !== 'application/pdf') reply.header('content-security-policy', SANDBOX_CSP);
    return reply.send(stored.body);
  }
}
