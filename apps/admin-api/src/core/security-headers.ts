// Headers on every API answer. Reset links carry their token in the URL path, so no page or file the API serves
// may leak the URL in a Referer; stored files are sniffed by content on upload and must not be re-sniffed here.
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Nothing the API serves is meant to be framed (its docs page included).
  'x-frame-options': 'DENY',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
}
