// Which proxies may tell the API the client's address (X-Forwarded-For). Throttles key on that address, so
// trusting a client-written header would let anyone pick a fresh address per attempt.

/** Fastify's `trustProxy`: false (the socket address) or the trusted proxy addresses/CIDRs. */
export type TrustProxy = false | string[];

import { isIP } from 'node:net';

// Ranges broader than these are "everyone" (0.0.0.0/0, ::/0, 2000::/3 …), not a set of proxies: a /8 is one
// private network (10.0.0.0/8), fc00::/7 every unique-local address.
const NARROWEST_IPV4 = 8;
const NARROWEST_IPV6 = 7;
// ::ffff:a.b.c.d/n holds the IPv4 addresses in its last 32 bits.
const MAPPED_IPV4 = 96;

/** The prefix length of `/24` or of a netmask `/255.255.255.0`; NaN when neither. */
function prefixLength(mask: string): number {
  if (/^\d{1,3}$/.test(mask)) return Number(mask);
  if (isIP(mask) !== 4) return Number.NaN;
  return mask.split('.').reduce((bits, octet) => bits + Number(octet).toString(2).replace(/0/g, '').length, 0);
}

/** Why a range trusts every address, or undefined for a proxy's address or a narrow range. */
function catchAll(part: string): string | undefined {
  const [address, mask] = part.split('/');
  if (mask === undefined) return undefined;
  const bits = prefixLength(mask);
  const family = isIP(address);
  const mapped = family === 6 && /^::ffff:/i.test(address);
  const narrowest = mapped ? MAPPED_IPV4 + NARROWEST_IPV4 : family === 6 ? NARROWEST_IPV6 : NARROWEST_IPV4;
  if (family === 0 || !(bits >= narrowest)) return `TRUST_PROXY=${part} trusts (nearly) every address, so any client could name its own; name the proxies (e.g. loopback or 10.0.0.0/8)`;
  return undefined;
}

/**
 * Reads TRUST_PROXY: unset or `false` → trust no proxy; `loopback` or `loopback,10.0.0.0/8` → those
 * addresses (proxy-addr names: loopback, linklocal, uniquelocal). `true`, hop counts and catch-all ranges
 * (0.0.0.0/0, ::/0, anything broader than a /8 or an IPv6 /7) are refused: trusting hops by number or every
 * address makes the header the client's to choose.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') throw new Error('TRUST_PROXY=true would trust any X-Forwarded-For; name the proxies, e.g. loopback');
  if (/^\d+$/.test(text)) throw new Error('TRUST_PROXY takes the proxies\' addresses (e.g. loopback), not a hop count');
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  for (const part of parts) {
    const problem = catchAll(part);
    if (problem) throw new Error(problem);
  }
  return parts;
}
