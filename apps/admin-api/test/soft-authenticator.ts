// A software passkey for API tests: an ES256 key pair that answers WebAuthn registrations ("none" attestation)
// and assertions exactly as a browser hands them to @simplewebauthn/browser's caller — CBOR, COSE key and the
// signature over authenticatorData ‖ sha256(clientDataJSON) built with node:crypto, so the server's
// @simplewebauthn/server verifies real bytes.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** Minimal CBOR (RFC 8949) for what attestation needs: unsigned/negative ints, byte and text strings, maps. */
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

interface Options {
  rpId: string;
  origin: string;
  /** User verified (PIN, biometrics): the UV flag. */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  userHandle: string | undefined;

  constructor(private readonly options: Options) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(attested: boolean): number {
    // UP (user present), UV (verified), BE/BS (a synced passkey), AT (attested credential data follows).
    return 0x01 | (this.options.userVerified === false ? 0 : 0x04) | 0x08 | 0x10 | (attested ? 0x40 : 0);
  }

  private authData(attested: boolean, rpId = this.options.rpId): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const base = Buffer.concat([sha256(rpId), Buffer.from([this.flags(attested)]), count]);
    if (!attested) return base;
    const coseKey = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(this.publicJwk.x, 'base64url')], [-3, Buffer.from(this.publicJwk.y, 'base64url')]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([base, Buffer.alloc(16), idLength, this.credentialId, coseKey]);
  }

  private clientData(type: string, challenge: string, origin = this.options.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers creation options (PublicKeyCredentialCreationOptionsJSON) as navigator.credentials.create would. */
  register(options: { challenge: string; user: { id: string } }, overrides: { origin?: string; rpId?: string } = {}) {
    this.userHandle = options.user.id;
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', this.authData(true, overrides.rpId)]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin)), attestationObject: b64url(attestationObject), transports: ['internal', 'hybrid'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers request options (PublicKeyCredentialRequestOptionsJSON) as navigator.credentials.get would. */
  assert(options: { challenge: string }, overrides: { origin?: string } = {}) {
    this.counter += 1;
    const authenticatorData = this.authData(false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
