// The stored session is encrypted (AES-GCM, key derived from the configured secret) so a token is not
// readable from a copied localStorage dump, and any tampering fails authentication on decryption.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const IV_BYTES = 12;
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', encoder.encode(`backoffice-session:${secret}`))
      .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
    keys.set(secret, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Encrypts a JSON-serialisable value to `base64(iv ‖ ciphertext)`. */
export async function encryptJson(value: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(secret), encoder.encode(JSON.stringify(value)));
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(out);
}

/** Decrypts what encryptJson wrote; null for anything tampered, truncated, foreign or from another secret. */
export async function decryptJson(stored: string, secret: string): Promise<unknown> {
  try {
    const bytes = fromBase64(stored);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await keyFor(secret),
      bytes.slice(IV_BYTES),
    );
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    return null;
  }
}
