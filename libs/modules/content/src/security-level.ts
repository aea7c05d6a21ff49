// Security (API v1/security/cloudflare): the Cloudflare security level of the site's zone, read and
// changed through Cloudflare's API with the token and zone id of the server's environment.
import * as v from 'valibot';
import { labelled, messages, defineModule } from '@backoffice/validation';

/** Cloudflare's security levels, mildest first; "under_attack" is the "I'm Under Attack" mode. */
export const SECURITY_LEVELS = [
  { value: 'off', label: 'Off' },
  { value: 'essentially_off', label: 'Essentially off' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'under_attack', label: "I'm under attack" },
] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number]['value'];

export const securityLevelLabel = (value: string) => SECURITY_LEVELS.find((l) => l.value === value)?.label ?? value;

/** PATCH v1/security/cloudflare */
export const securityLevelSchema = v.strictObject({
  value: labelled('Security level', v.optional(v.picklist(SECURITY_LEVELS.map((l) => l.value), messages.select('security level')), '' as SecurityLevel)),
});
export type SecurityLevelInput = v.InferOutput<typeof securityLevelSchema>;

/** GET v1/security/cloudflare: without a token and zone id the server says so and changes nothing. */
export type SecurityStatus =
  | { configured: false }
  | { configured: true; value: SecurityLevel; editable: boolean; modifiedOn: string | null };

export const SECURITY_NOT_CONFIGURED = 'The Cloudflare connection is not configured (CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID). Nothing was changed.';
export const securityLevelChanged = (value: string) => `Security level changed to ${securityLevelLabel(value)}`;

export const securityModule = defineModule({
  name: 'security',
  item: 'Security level',
  menu: { label: 'Security', group: 'main', order: 340 },
  access: { group: 'security', standard: [], actions: [{ action: 'index', permission: 'security' }] },
  api: { base: 'admin', path: 'security/cloudflare' },
  remote: { app: 'content', expose: 'Security', file: 'security/index.tsx' },
});
