// The two calls of Cloudflare's API the Security module makes: GET and PATCH
// {apiUrl}/zones/{zone}/settings/security_level with a Bearer token. Cloudflare answers
// { success, errors: [{ code, message }], result: { id, value, editable, modified_on } }.
import { SECURITY_LEVELS, type SecurityLevel } from '@backoffice/modules-content';
import type { CloudflareSettings } from '../../core/config';
import { HttpError } from '../../http/errors';

export const CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';
const TIMEOUT_MS = 10_000;

export interface SecurityLevelSetting {
  value: SecurityLevel;
  editable: boolean;
  modifiedOn: string | null;
}

interface CloudflareAnswer {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: { value?: unknown; editable?: unknown; modified_on?: unknown };
}

const KNOWN = new Set<string>(SECURITY_LEVELS.map((l) => l.value));

/** A failed call as our answer: 502, naming Cloudflare's own reason (never the token). */
function cloudflareError(status: number, answer: CloudflareAnswer | undefined): HttpError {
  const reasons = (answer?.errors ?? []).map((e) => e.message).filter(Boolean).join('; ');
  return new HttpError(502, `Cloudflare refused the request (HTTP ${status}${reasons ? `: ${reasons}` : ''}).`);
}

export function cloudflareClient(settings: CloudflareSettings, fetchImpl: typeof fetch = fetch) {
  const url = `${(settings.apiUrl ?? CLOUDFLARE_API_URL).replace(/\/+$/, '')}/zones/${encodeURIComponent(settings.zoneId)}/settings/security_level`;

  async function call(method: 'GET' | 'PATCH', body?: { value: SecurityLevel }): Promise<SecurityLevelSetting> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: { authorization: `Bearer ${settings.apiToken}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, `Cloudflare cannot be reached (${(error as Error).name === 'TimeoutError' ? 'no answer in 10 s' : (error as Error).message}).`);
    }
    const answer = (await response.json().catch(() => undefined)) as CloudflareAnswer | undefined;
    if (!response.ok || !answer?.success) throw cloudflareError(response.status, answer);
    const { value, editable, modified_on: modifiedOn } = answer.result ?? {};
    if (typeof value !== 'string' || !KNOWN.has(value)) throw new HttpError(502, `Cloudflare answered an unknown security level (${String(value)}).`);
    return { value: value as SecurityLevel, editable: editable !== false, modifiedOn: typeof modifiedOn === 'string' ? modifiedOn : null };
  }

  return {
    getSecurityLevel: () => call('GET'),
    setSecurityLevel: (value: SecurityLevel) => call('PATCH', { value }),
  };
}
