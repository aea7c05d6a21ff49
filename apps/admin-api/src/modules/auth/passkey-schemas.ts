// Request bodies of the passkey routes. The WebAuthn parts are what @simplewebauthn/browser hands over (base64url
// strings); unknown keys inside them are dropped (a browser may add fields), our own bodies are strict.
import * as v from 'valibot';
import { requiredText } from '@backoffice/validation';

const B64URL = /^[A-Za-z0-9_-]+$/;
const b64url = (label: string, max = 8_192) =>
  v.pipe(v.string(`${label} must be base64url text`), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} is too long`), v.regex(B64URL, `${label} must be base64url text`));

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const credentialBase = {
  id: b64url('Credential id', 1_400),
  rawId: b64url('Credential id', 1_400),
  type: v.literal('public-key', 'Expected a public-key credential'),
  // Extension outputs are not used: dropped.
  clientExtensionResults: v.optional(v.pipe(v.object({}), v.transform(() => ({}))), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'], 'Unknown authenticator attachment')),
};

/** A passkey's answer to a registration (navigator.credentials.create). */
export const registrationResponseSchema = v.object({
  ...credentialBase,
  response: v.object({
    clientDataJSON: b64url('clientDataJSON'),
    attestationObject: b64url('attestationObject', 65_536),
    transports: v.optional(v.pipe(v.array(v.picklist(TRANSPORTS, 'Unknown transport')), v.maxLength(TRANSPORTS.length))),
  }),
});

/** A passkey's answer to an assertion (navigator.credentials.get). */
export const assertionResponseSchema = v.object({
  ...credentialBase,
  response: v.object({
    clientDataJSON: b64url('clientDataJSON'),
    authenticatorData: b64url('authenticatorData'),
    signature: b64url('signature', 1_024),
    userHandle: v.optional(b64url('userHandle', 128)),
  }),
});

/** POST v1/profile/passkeys: the name the user gives it, and the browser's registration. */
export const registerPasskeySchema = v.strictObject({ name: requiredText('Name', 60), response: registrationResponseSchema });

/** A fresh factor for removing a passkey: a code (authenticator app or recovery code) or a passkey's assertion. */
export const freshFactorSchema = v.pipe(
  v.strictObject({
    code: v.optional(v.pipe(v.string('Code must be text'), v.trim(), v.maxLength(32, 'Code is too long'))),
    passkey: v.optional(assertionResponseSchema),
  }),
  v.check((input) => (input.code ? 1 : 0) + (input.passkey ? 1 : 0) === 1, 'Confirm with a code or a passkey'),
);

/** POST v1/auth/step-up/passkey. */
export const passkeyStepUpSchema = v.strictObject({ passkey: assertionResponseSchema });

/** POST v1/auth/login/passkey-options: the second step's challenge token. */
export const loginPasskeyOptionsSchema = v.strictObject({ challengeToken: requiredText('Challenge', 200) });

/** POST v1/auth/login/passkey: the second step with a passkey. */
export const loginPasskeySchema = v.strictObject({ challengeToken: requiredText('Challenge', 200), passkey: assertionResponseSchema, rememberDevice: v.optional(v.boolean()) });

/** POST v1/auth/passkey/sign-in: a passwordless sign-in's token (from its options) and the assertion. */
export const passkeySignInSchema = v.strictObject({ challengeToken: requiredText('Challenge', 200), passkey: assertionResponseSchema });
