// Which proxies may tell the API the client's address (X-Forwarded-For). Throttles key on that address, so
// trusting a client-written header would let anyone pick a fresh address per attempt.

/** Fastify's `trustProxy`: false (the socket address) or the trusted proxy addresses/CIDRs. */
export type TrustProxy = false | string[];

/**
 * Reads TRUST_PROXY: unset or `false` → trust no proxy; `loopback` or `loopback,10.0.0.0/8` → those
 * addresses (proxy-addr names: loopback, linklocal, uniquelocal). `true` and hop counts are refused:
 * trusting hops by number or every hop makes the header the client's to choose when the path changes.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') throw new Error('TRUST_PROXY=true would trust any X-Forwarded-For; name the proxies, e.g. loopback');
  if (/^\d+$/.test(text)) throw new Error('TRUST_PROXY takes the proxies\' addresses (e.g. loopback), not a hop count');
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
