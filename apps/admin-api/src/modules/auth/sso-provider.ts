// The identity provider as the API speaks to it (openid-client): discovery once, the authorization URL with PKCE and a
// nonce, the code exchange with every check of the ID token, and the end-session URL. openid-client is ESM only and
// loaded on first use, so a server without single sign-on never loads it.
import type { SsoSettings } from '../../core/config';

type Oidc = typeof import('openid-client');

let oidcModule: Promise<Oidc> | null = null;
const loadOidc = () => (oidcModule ??= import('openid-client'));

/** What the provider says of the user who signed in: the ID token's claims, completed by the userinfo endpoint. */
export type SsoClaims = Readonly<Record<string, unknown>> & { sub: string };

export interface SsoProvider {
  /** Where to send the browser: the provider's sign-in, back to redirectUri with a code. */
  authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** The code exchanged at the token endpoint (PKCE), the ID token checked (issuer, audience, nonce, expiry). */
  signIn(input: { callbackUrl: string; state: string; nonce: string; codeVerifier: string }): Promise<SsoClaims>;
  /** The provider's logout, back to postLogoutUrl; null when it offers no end-session endpoint. */
  endSessionUrl(postLogoutUrl: string): Promise<string | null>;
}

/** Random values for one sign-in (state, nonce, PKCE verifier) from openid-client's generators. */
export async function ssoRandom(): Promise<{ state: string; nonce: string; codeVerifier: string }> {
  const oidc = await loadOidc();
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

const providers = new WeakMap<SsoSettings, SsoProvider>();

/** One provider per settings object: its discovery is shared by the routes and logout. */
export function ssoProviderFor(settings: SsoSettings): SsoProvider {
  let provider = providers.get(settings);
  if (!provider) providers.set(settings, (provider = ssoProvider(settings)));
  return provider;
}

function ssoProvider(settings: SsoSettings): SsoProvider {
  // Discovered on first use and kept; a failed discovery (provider down) is tried again at the next sign-in.
  let discovered: Promise<import('openid-client').Configuration> | null = null;
  const configuration = () => {
    discovered ??= loadOidc().then((oidc) =>
      oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain http only for a provider on this machine (the settings refuse it elsewhere).
        ...(new URL(settings.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      }),
    );
    discovered.catch(() => (discovered = null));
    return discovered;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const oidc = await loadOidc();
      const config = await configuration();
      const scope = ['openid', 'email', 'profile', ...(settings.groupsClaim === 'groups' ? ['groups'] : [])].join(' ');
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async signIn({ callbackUrl, state, nonce, codeVerifier }) {
      const oidc = await loadOidc();
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider sent no ID token');
      const claims: Record<string, unknown> = Object.assign(Object.create(null), idClaims);
      // Groups and e-mail often come from userinfo only (the ID token is kept small).
      if (claims[settings.groupsClaim] === undefined || claims.email === undefined) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        for (const [key, value] of Object.entries(info)) if (claims[key] === undefined) claims[key] = value;
      }
      return claims as SsoClaims;
    },
    async endSessionUrl(postLogoutUrl) {
      const oidc = await loadOidc();
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutUrl, client_id: settings.clientId }).href;
    },
  };
}
