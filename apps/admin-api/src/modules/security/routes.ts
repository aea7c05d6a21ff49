// v1/security/cloudflare: the zone's security level, read and changed through Cloudflare with the
// server's CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID. Without them GET says "not configured" and PATCH answers
// 409 `{ configured: false }` without calling anything (this deployment's state, not a server fault). Both need
// the `security` permission; each change goes into the history.
import { SECURITY_LEVELS, SECURITY_NOT_CONFIGURED, securityLevelChanged, securityLevelSchema, type SecurityStatus } from '@backoffice/modules-content';
import { docSchema, named, type RoutesApp } from '../../core/doc-schema';

// Docs only: SecurityStatus (libs/validation): not configured, or the zone's level.
const securityStatusDoc = named('SecurityStatus', {
  type: 'object',
  required: ['configured'],
  properties: {
    configured: { type: 'boolean' },
    value: { type: 'string', enum: SECURITY_LEVELS.map((level) => level.value) },
    editable: { type: 'boolean' },
    modifiedOn: { type: ['string', 'null'] },
  },
});
/** The 409 of a change without the connection's settings: the error body, saying it is not configured. */
const notConfiguredDoc = named('SecurityNotConfigured', {
  type: 'object',
  required: ['message', 'configured'],
  properties: {
    message: { type: 'string', description: 'What went wrong, shown to the user' },
    configured: { type: 'boolean', const: false, description: 'The server has no CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID' },
  },
});
import { HttpError } from '../../http/errors';
import { recordRequestHistory } from '../../resource/history';
import { cloudflareClient } from './cloudflare-client';

const tags = ['security'];
const access = { permission: 'security' } as const;

export default async function securityRoutes(app: RoutesApp): Promise<void> {
  const settings = app.config.cloudflare;
  const client = settings ? cloudflareClient(settings) : null;

  app.get('/security/cloudflare', {
    config: { access },
    schema: docSchema({ operationId: 'getSecurityLevel', tags, summary: "The zone's Cloudflare security level ({ configured: false } without a token and zone id)", data: securityStatusDoc, errors: [502] }),
  }, async (): Promise<{ data: SecurityStatus }> => {
    if (!client) return { data: { configured: false } };
    return { data: { configured: true, ...(await client.getSecurityLevel()) } };
  });

  const updateDoc = docSchema({ operationId: 'updateSecurityLevel', tags, summary: "Change the zone's security level (409 when the connection is not configured, 502 when Cloudflare refuses or cannot be reached)", body: securityLevelSchema, data: securityStatusDoc, errors: [409, 502] });
  Object.assign(updateDoc.response as Record<number, unknown>, {
    409: { description: 'The Cloudflare connection is not configured (`configured: false`): nothing was changed', content: { 'application/json': { schema: notConfiguredDoc } } },
  });
  app.patch('/security/cloudflare', { config: { access }, schema: updateDoc }, async (request) => {
    const { value } = request.body;
    if (!client || !settings) throw new HttpError(409, SECURITY_NOT_CONFIGURED, undefined, undefined, { configured: false });
    const before = await client.getSecurityLevel();
    const after = await client.setSecurityLevel(value);
    await recordRequestHistory(app.db, request, { module: 'security', recordId: settings.zoneId, action: 'update', before: { value: before.value }, after: { value: after.value } });
    return { data: { configured: true, ...after } satisfies SecurityStatus, message: securityLevelChanged(after.value) };
  });
}
