// The HttpOnly cookie that gives a reloaded page its storage key back (the key never sits beside the
// ciphertext in the browser's storage, and page scripts cannot read the cookie).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_MS } from '../../core/login-throttle';

// Cookies ignore ports: a name per shell origin keeps two local stacks (npm start, an e2e run) apart.
export function storageCookieName(publicUrl: string): string {
  return `bo_sk_${createHash('sha256').update(publicUrl).digest('hex').slice(0, 8)}`;
}

function attributes(request: FastifyRequest): string {
  // Path=/: the shell's /api base is configurable; SameSite=Strict keeps it off every cross-site request.
  return `Path=/; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

export function setStorageCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string): void {
  reply.header('set-cookie', `${name}=${value}; ${attributes(request)}`);
}

export function clearStorageCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.header('set-cookie', `${name}=; Max-Age=0; ${attributes(request)}`);
}

/** The device cookie: marks a browser that signed in to an account, for the sign-in throttle. */
export function deviceCookieNameFor(publicUrl: string): string {
  return `bo_dv_${createHash('sha256').update(publicUrl).digest('hex').slice(0, 8)}`;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string): void {
  reply.header('set-cookie', `${name}=${value}; Max-Age=${KNOWN_DEVICE_MS / 1000}; ${attributes(request)}`);
}

/** A cookie's value (at most 200 characters), or undefined. */
export function readStorageCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return value && value.length <= 200 ? value : undefined;
    }
  }
  return undefined;
}

/** The remembered-browser cookie (TRUSTED_DEVICE_DAYS): this browser skips the second step of its account. */
export function trustedBrowserCookieNameFor(publicUrl: string): string {
  return `bo_tb_${createHash('sha256').update(publicUrl).digest('hex').slice(0, 8)}`;
}

export function setTrustedBrowserCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, ttlMs: number): void {
  reply.header('set-cookie', `${name}=${value}; Max-Age=${Math.floor(ttlMs / 1000)}; ${attributes(request)}`);
}

/** Binds a single sign-on to the browser that started it: the hand-off code works only where this cookie is. */
export function ssoBrowserCookieNameFor(publicUrl: string): string {
  return `bo_so_${createHash('sha256').update(publicUrl).digest('hex').slice(0, 8)}`;
}

export function setSsoBrowserCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, ttlMs: number): void {
  reply.header('set-cookie', `${name}=${value}; Max-Age=${Math.floor(ttlMs / 1000)}; ${attributes(request)}`);
}
