// A real OpenID Connect provider for the single sign-on tests (oidc-provider, the certified implementation): one
// confidential client (the Back Office API) and users whose groups a test may change between sign-ins. Its own
// development pages stand in for a company's sign-in screen: any password is accepted for a known login.
import Provider from 'oidc-provider';

export interface IdpUser {
  email: string;
  given_name: string;
  family_name: string;
  groups: string[];
}

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** By login (the account id): a test edits groups here, and the next sign-in sees them. */
  users: Map<string, IdpUser>;
  stop(): Promise<void>;
}

export async function startIdentityProvider(options: { port: number; shellOrigin: string; users: Record<string, IdpUser> }): Promise<IdentityProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'backoffice';
  const clientSecret = 'e2e-client-secret-not-for-production-use';
  const users = new Map(Object.entries(options.users));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.shellOrigin}/api/v1/auth/sso/callback`],
        post_logout_redirect_uris: [`${options.shellOrigin}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['e2e-cookie-key-not-for-production-use'] },
    async findAccount(_context, id) {
      const user = users.get(id);
      if (!user) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email_verified: true, ...user }) };
    },
  });
  const server = provider.listen(options.port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    users,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
