// Every environment setting of the admin API, checked at start: a wrong value stops the server with a message
// naming the setting and what it expects, instead of a server that starts and then fails every request.
// An empty value counts as unset. Modules that read their own setting (S3_*, FILES_PUBLIC_URL, …) read the
// same environment, validated here before anything runs.
import { parseTrustProxy } from './proxy-trust';
import { parseTotpKey } from '../modules/auth/secret-box';
import * as v from 'valibot';
import type { AppOptions } from './config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const wholeNumber = (min: number, max: number, unit: string, expected = `expected a whole number of ${unit} from ${min} to ${max}`) => {
  return v.optional(v.pipe(v.string(), v.regex(/^\d+$/, expected), v.transform(Number), v.minValue(min, expected), v.maxValue(max, expected)));
};

const flag = (expected = 'expected true or false') =>
  v.optional(v.pipe(v.string(), v.picklist(['true', 'false', '1', '0'], expected), v.transform((value) => value === 'true' || value === '1')));

const urlWith = (protocols: string[]) => {
  const expected = `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, expected),
    ),
  );
};

const secureIssuer = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  } catch {
    return false;
  }
};

const text = (expected: string) => v.optional(v.pipe(v.string(), v.minLength(1, expected)));

const origin = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
};

const settingsSchema = v.object({
  PORT: wholeNumber(0, 65535, '', 'expected a TCP port number from 0 to 65535 (0: any free port)'),
  HOST: text('expected a host name or address'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
  DATABASE_SCHEMA: v.optional(v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/, 'expected a lower-case SQL identifier (a-z, 0-9, _)'))),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, 'connections'),
  DATA_DIR: text('expected a folder path'),
  DEMO_DATA: flag(),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `expected one of ${LOG_LEVELS.join(', ')}`)),
  // 30 days: longer than any working week, short enough that a forgotten session dies.
  SESSION_IDLE_MINUTES: wholeNumber(1, 43_200, 'minutes'),
  // A session ends this long after its sign-in however busy; at most 30 days like the idle time.
  SESSION_MAX_HOURS: wholeNumber(1, 720, 'hours'),
  BOOTSTRAP_ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('expected an email address'))),
  BOOTSTRAP_ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'expected a password of at least 8 characters'))),
  SMTP_URL: urlWith(['smtp:', 'smtps:']),
  MAIL_FROM: text('expected a sender address'),
  PUBLIC_URL: urlWith(['http:', 'https:']),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((item) => item.trim())),
      v.check((origins) => origins.every(origin), 'expected comma-separated origins such as https://admin.example.com (scheme, host and port, no path)'),
    ),
  ),
  // The proxies allowed to name the client's address (core/proxy-trust.ts): addresses or ranges, never `true`.
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseTrustProxy(dataset.value);
        } catch (error) {
          addIssue({ message: `expected the proxies' addresses, e.g. loopback (${(error as Error).message})` });
          return NEVER;
        }
      }),
    ),
  ),
  REGISTRATION_URL: urlWith(['http:', 'https:']),
  // The public site's origin: the sitemap's absolute URLs start with it (default https://www.example.pl).
  SITE_URL: v.optional(v.pipe(v.string(), v.check(origin, 'expected the public site\'s origin such as https://www.example.pl (scheme, host and port, no path)'))),
  FILES_PUBLIC_URL: urlWith(['http:', 'https:']),
  LANDING_SCHEDULER_INTERVAL_MS: wholeNumber(100, 86_400_000, 'milliseconds'),
  // Unset: the history (audit trail) is kept forever.
  AUDIT_RETENTION_DAYS: wholeNumber(1, 36_500, 'days'),
  S3_BUCKET: text('expected a bucket name'),
  S3_REGION: text('expected a region such as eu-central-1'),
  S3_ENDPOINT: urlWith(['http:', 'https:']),
  // Read as === 'true' by the store, so 1/0 are refused rather than silently meaning false.
  S3_FORCE_PATH_STYLE: v.optional(v.pipe(v.string(), v.picklist(['true', 'false'], 'expected true or false'))),
  S3_ACCESS_KEY_ID: text('expected an access key id'),
  S3_SECRET_ACCESS_KEY: text('expected a secret access key'),
  S3_PREFIX: text('expected a key prefix such as backoffice/'),
  // Builds published through the API (npm run release) go to this bucket on the same S3 service; unset: DATA_DIR/releases.
  RELEASES_S3_BUCKET: text('expected a bucket name'),
  // The Security module's Cloudflare connection (unset: the screen says it is not configured).
  CLOUDFLARE_API_TOKEN: text('expected a Cloudflare API token'),
  CLOUDFLARE_ZONE_ID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'expected a Cloudflare zone id (32 hexadecimal characters)'))),
  CLOUDFLARE_API_URL: urlWith(['http:', 'https:']),
  // The most items one campaign holds (default 200): each is reviewed on one screen and applied in one transaction.
  CAMPAIGN_MAX_ITEMS: wholeNumber(1, 1_000, 'items'),
  // Where the API reads the shell's config.json and shell-contracts.json to check a remote's switch (default PUBLIC_URL).
  SHELL_URL: urlWith(['http:', 'https:']),
  // More origins a remote's builds may be served from, beyond its config.json origin: content=https://cdn.example.com,…
  REMOTE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((item) => item.trim().split('=').map((part) => part.trim()))),
      v.check(
        (pairs) => pairs.every((pair) => pair.length === 2 && /^[a-z][a-z0-9-]{0,39}$/.test(pair[0]) && origin(pair[1])),
        'expected comma-separated remote=origin pairs such as content=https://cdn.example.com (origin: scheme, host and port, no path)',
      ),
      v.transform((pairs) => {
        const origins: Record<string, string[]> = Object.create(null);
        for (const [name, value] of pairs) (origins[name] ??= []).push(new URL(value).origin);
        return origins;
      }),
    ),
  ),
  // Reported load errors older than this are deleted (default 30 days).
  REMOTE_LOAD_ERROR_RETENTION_DAYS: wholeNumber(1, 3_650, 'days'),
  // A canary is rolled back by the API when, over at least CANARY_MIN_SESSIONS sessions (default 20), more than
  // CANARY_MAX_ERROR_PERCENT of them met a crashed screen (default 5) or its p75 INP passed CANARY_MAX_P75_INP_MS (500);
  // it looks every CANARY_CHECK_SECONDS (60).
  CANARY_MIN_SESSIONS: wholeNumber(1, 100_000, 'sessions'),
  CANARY_MAX_ERROR_PERCENT: wholeNumber(0, 100, 'percent'),
  CANARY_MAX_P75_INP_MS: wholeNumber(50, 60_000, 'milliseconds'),
  CANARY_CHECK_SECONDS: wholeNumber(1, 3_600, 'seconds'),
  // How long a stop (SIGTERM) waits for the requests under way before the database is closed (default 10).
  SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 3_600, 'seconds'),
  // The bearer token Prometheus sends to GET /api/metrics; unset: the endpoint refuses every request (401).
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'expected a random token of at least 16 characters'))),
  // A browser that passed the second step may skip it this many days (0, the default: never remembered).
  TRUSTED_DEVICE_DAYS: wholeNumber(0, 90, 'days'),
  // Sensitive changes ask for the second factor again when the session's last proof is older than this (default 15).
  STEP_UP_MINUTES: wholeNumber(1, 1_440, 'minutes'),
  // A passkey signs in without the password (default false: a passkey is a second factor after the password).
  PASSKEY_SIGN_IN: flag(),
  // The host passkeys are registered for (default PUBLIC_URL's host); a parent domain lets sibling hosts share them.
  WEBAUTHN_RP_ID: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, 'expected a host name, e.g. backoffice.example.com'))),
  // Seals the authenticator secrets at rest (AES-256-GCM); required once a secret is stored, except on a demo/dev server.
  TOTP_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.transform(parseTotpKey),
      v.check((key) => key !== null, 'expected 32 random bytes as base64 (openssl rand -base64 32) or 64 hexadecimal characters'),
      v.transform((key) => key as Buffer),
    ),
  ),
  // Single sign-on through the operator's OpenID Connect provider (README "Single sign-on"): issuer, client id and
  // secret together turn it on; the redirect URI to register is PUBLIC_URL + /api/v1/auth/sso/callback.
  OIDC_ISSUER: v.optional(
    v.pipe(
      v.string(),
      v.check(secureIssuer, 'expected the issuer URL over https:// (http:// only for localhost or 127.0.0.1)'),
    ),
  ),
  OIDC_CLIENT_ID: text('expected the client id registered at the identity provider'),
  OIDC_CLIENT_SECRET: text('expected the client secret registered at the identity provider'),
  // The login page's button says "Sign in with <OIDC_NAME>" (default "single sign-on").
  OIDC_NAME: v.optional(v.pipe(v.string(), v.maxLength(40, 'expected a name of at most 40 characters'))),
  // The claim that lists the user's groups (default "groups").
  OIDC_GROUPS_CLAIM: v.optional(v.pipe(v.string(), v.regex(/^[\w.:/-]{1,100}$/, 'expected a claim name such as groups'))),
  // Group → role, e.g. bo-admins=Super Admin,bo-editors=Editor: the roles named here follow the groups at each sign-in.
  OIDC_ROLE_MAP: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((item) => item.split('=').map((part) => part.trim()))),
      v.check((pairs) => pairs.every((pair) => pair.length === 2 && pair[0] !== '' && pair[1] !== ''), 'expected comma-separated group=role pairs such as bo-editors=Editor'),
      v.transform((pairs) => pairs.map(([group, role]) => ({ group, role }))),
    ),
  ),
  // Accounts are created at the first sign-in of a user the provider knows (default false: an administrator adds them).
  OIDC_CREATE_USERS: flag(),
  // Users tied to the provider may still sign in with a local password (default true; false: the provider only).
  OIDC_LOCAL_PASSWORDS: flag(),
  // Shared with the public site, which signs its players' chat posts with it (README "Chat player token").
  CHAT_PLAYER_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'expected a random secret of at least 32 characters'))),
});

type Env = Record<string, string | undefined>;
type Parsed = v.InferOutput<typeof settingsSchema>;

/** What the server needs to start: where to listen and the app's options. */
export interface ServerSettings {
  port: number;
  host: string;
  app: AppOptions;
}

export type SettingsResult = { ok: true; settings: ServerSettings } | { ok: false; problems: string[] };

// Values of these are never echoed into a log.
const SECRET = /PASSWORD|SECRET|TOKEN|DATABASE_URL|SMTP_URL/;

function crossChecks(parsed: Parsed): string[] {
  const problems: string[] = [];
  const pair = (a: keyof Parsed, b: keyof Parsed) => {
    if ((parsed[a] === undefined) !== (parsed[b] === undefined)) problems.push(`${parsed[a] === undefined ? a : b}: expected to be set together with ${parsed[a] === undefined ? b : a}`);
  };
  pair('BOOTSTRAP_ADMIN_EMAIL', 'BOOTSTRAP_ADMIN_PASSWORD');
  pair('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  pair('CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ZONE_ID');
  pair('OIDC_ISSUER', 'OIDC_CLIENT_ID');
  pair('OIDC_ISSUER', 'OIDC_CLIENT_SECRET');
  if (!parsed.S3_BUCKET) {
    for (const key of ['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX', 'RELEASES_S3_BUCKET'] as const) {
      if (parsed[key] !== undefined) problems.push(`${key}: has no effect without S3_BUCKET (expected S3_BUCKET to be set too)`);
    }
  }
  if (parsed.SESSION_MAX_HOURS !== undefined && parsed.SESSION_MAX_HOURS * 60 < (parsed.SESSION_IDLE_MINUTES ?? 8 * 60)) {
    problems.push(`SESSION_MAX_HOURS=${parsed.SESSION_MAX_HOURS}: expected at least the idle time (SESSION_IDLE_MINUTES, default 480 minutes)`);
  }
  if (parsed.DATABASE_SCHEMA && !parsed.DATABASE_URL) problems.push('DATABASE_SCHEMA: has no effect without DATABASE_URL (expected DATABASE_URL to be set too)');
  return problems;
}

/** Checks every setting; the problems name the setting, the value given (unless secret) and what is expected. */
export function readSettings(env: Env): SettingsResult {
  const given: Record<string, string> = {};
  for (const key of Object.keys(settingsSchema.entries)) {
    const value = env[key];
    if (value !== undefined && value !== '') given[key] = value;
  }
  const result = v.safeParse(settingsSchema, given, { abortPipeEarly: true });
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = String(issue.path?.[0]?.key ?? '?');
      const shown = SECRET.test(key) ? '' : `=${JSON.stringify(given[key])}`;
      return `${key}${shown}: ${issue.message}`;
    });
    return { ok: false, problems };
  }
  const s = result.output;
  const problems = crossChecks(s);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      port: s.PORT ?? 3333,
      host: s.HOST ?? 'localhost',
      app: {
        databaseUrl: s.DATABASE_URL,
        databaseSchema: s.DATABASE_SCHEMA,
        dataDir: s.DATA_DIR ?? '.data',
        demoData: s.DEMO_DATA ?? false,
        // A demo server's chat is alive: live-looking traffic comes with the demo data.
        chatDemoTraffic: s.DEMO_DATA ?? false,
        logger: { level: s.LOG_LEVEL ?? 'info' },
        sessionIdleMinutes: s.SESSION_IDLE_MINUTES,
        sessionMaxHours: s.SESSION_MAX_HOURS,
        bootstrapAdmin: s.BOOTSTRAP_ADMIN_EMAIL && s.BOOTSTRAP_ADMIN_PASSWORD ? { email: s.BOOTSTRAP_ADMIN_EMAIL, password: s.BOOTSTRAP_ADMIN_PASSWORD } : undefined,
        smtpUrl: s.SMTP_URL,
        mailFrom: s.MAIL_FROM,
        publicUrl: s.PUBLIC_URL,
        corsOrigins: s.CORS_ORIGINS,
        trustProxy: s.TRUST_PROXY ?? false,
        auditRetentionDays: s.AUDIT_RETENTION_DAYS,
        chatPlayerTokenSecret: s.CHAT_PLAYER_TOKEN_SECRET,
        campaignMaxItems: s.CAMPAIGN_MAX_ITEMS,
        shellUrl: s.SHELL_URL,
        remoteOrigins: s.REMOTE_ORIGINS,
        remoteLoadErrorRetentionDays: s.REMOTE_LOAD_ERROR_RETENTION_DAYS,
        canary: {
          ...(s.CANARY_MIN_SESSIONS === undefined ? {} : { minSessions: s.CANARY_MIN_SESSIONS }),
          ...(s.CANARY_MAX_ERROR_PERCENT === undefined ? {} : { maxErrorRate: s.CANARY_MAX_ERROR_PERCENT / 100 }),
          ...(s.CANARY_MAX_P75_INP_MS === undefined ? {} : { maxP75InpMs: s.CANARY_MAX_P75_INP_MS }),
          ...(s.CANARY_CHECK_SECONDS === undefined ? {} : { checkMs: s.CANARY_CHECK_SECONDS * 1000 }),
        },
        shutdownGraceSeconds: s.SHUTDOWN_GRACE_SECONDS,
        metricsToken: s.METRICS_TOKEN,
        trustedDeviceDays: s.TRUSTED_DEVICE_DAYS,
        stepUpMinutes: s.STEP_UP_MINUTES,
        totpSecretKey: s.TOTP_SECRET_KEY,
        passkeySignIn: s.PASSKEY_SIGN_IN,
        webauthnRpId: s.WEBAUTHN_RP_ID,
        sso: s.OIDC_ISSUER && s.OIDC_CLIENT_ID && s.OIDC_CLIENT_SECRET
          ? {
              issuer: s.OIDC_ISSUER,
              clientId: s.OIDC_CLIENT_ID,
              clientSecret: s.OIDC_CLIENT_SECRET,
              name: s.OIDC_NAME,
              groupsClaim: s.OIDC_GROUPS_CLAIM,
              roleMap: s.OIDC_ROLE_MAP,
              createUsers: s.OIDC_CREATE_USERS,
              localPasswords: s.OIDC_LOCAL_PASSWORDS,
            }
          : undefined,
        cloudflare: s.CLOUDFLARE_API_TOKEN && s.CLOUDFLARE_ZONE_ID ? { apiToken: s.CLOUDFLARE_API_TOKEN, zoneId: s.CLOUDFLARE_ZONE_ID, apiUrl: s.CLOUDFLARE_API_URL } : undefined,
      },
    },
  };
}

/** The message printed when the server refuses to start. */
export function settingsProblemMessage(problems: string[]): string {
  return `The admin API cannot start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} invalid.\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
