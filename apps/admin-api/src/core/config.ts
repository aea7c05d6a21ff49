// The app's options (tests pass them; main.ts reads them from the environment) and the resolved settings.
import type { FastifyServerFactory } from 'fastify';
import type { Mailer } from './mailer';
import type { TrustProxy } from './proxy-trust';
import { DEV_TOTP_SECRET_KEY } from '../modules/auth/secret-box';

/** Known to everyone: only a demo server (DEMO_DATA, no CHAT_PLAYER_TOKEN_SECRET) checks chat posts with it (docs/decisions.md). */
export const DEMO_PLAYER_TOKEN_SECRET = 'demo-chat-player-token-secret-not-for-production';

export interface AppOptions {
  /** PostgreSQL when set, else PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (created if missing); tests give each file its own. */
  databaseSchema?: string;
  /** PGlite and stored files root (default `.data/`); 'memory' = in-memory PGlite for tests. */
  dataDir?: string;
  /** Seed the demo accounts and each module's demo content. */
  demoData?: boolean;
  /** With demoData: a generator posts chat messages every few seconds (the server turns it on; tests do not). */
  chatDemoTraffic?: boolean;
  logger?: boolean | object;
  /** The clock; tests move it to expire sessions and reset tokens. */
  now?: () => Date;
  /** A session unused this long expires (default 8 h). */
  sessionIdleMinutes?: number;
  /** A session ends this long after its sign-in, however busy (default 12 h, or the idle time when longer). */
  sessionMaxHours?: number;
  /** Created as super admin when the database has no user yet. */
  bootstrapAdmin?: { email: string; password: string };
  /** Sends mail; default SMTP when smtpUrl is set, else the server log. */
  mailer?: Mailer;
  smtpUrl?: string;
  mailFrom?: string;
  /** Origin of the shell, for the reset link (default http://localhost:4200). */
  publicUrl?: string;
  /** Largest accepted request body in bytes (default 1 MiB; a route may raise its own). */
  bodyLimit?: number;
  /** Proxies trusted to name the client address (TRUST_PROXY; default none: the socket address). */
  trustProxy?: TrustProxy;
  /** Browser origins allowed by CORS (default: the local dev servers). */
  corsOrigins?: string[];
  /** History entries older than this many days are pruned (AUDIT_RETENTION_DAYS; default: kept forever). */
  auditRetentionDays?: number;
  /** The Security module's Cloudflare zone (CLOUDFLARE_*); unset: the module says it is not configured. */
  cloudflare?: CloudflareSettings;
  /** Signs the public site's chat player tokens (CHAT_PLAYER_TOKEN_SECRET); unset: posts refused, or the demo secret with demoData. */
  chatPlayerTokenSecret?: string;
  /** The most items one campaign holds (CAMPAIGN_MAX_ITEMS; default 200): adding one more is refused. */
  campaignMaxItems?: number;
  /**
   * Where the shell is deployed, as the API reaches it (SHELL_URL; default publicUrl): the API reads its config.json
   * (the remotes and their manifests) and shell-contracts.json (what it provides) to check a remote's switch.
   */
  shellUrl?: string;
  /** More origins a remote's builds may be switched to, by remote name (REMOTE_ORIGINS; default: its config.json origin only). */
  remoteOrigins?: Record<string, string[]>;
  /** Load errors browsers reported are kept this many days (REMOTE_LOAD_ERROR_RETENTION_DAYS; default 30). */
  remoteLoadErrorRetentionDays?: number;
  /** When the API rolls a remote's canary back by itself (CANARY_* settings); every part has a default. */
  canary?: Partial<CanaryWatch>;
  /** A stop waits this long for the requests under way before closing the database (SHUTDOWN_GRACE_SECONDS; default 10). */
  shutdownGraceSeconds?: number;
  /** The bearer token GET /api/metrics requires (METRICS_TOKEN); unset: metrics are refused. */
  metricsToken?: string;
  /** A browser that passed the second step may be remembered this many days (TRUSTED_DEVICE_DAYS; default 0: never). */
  trustedDeviceDays?: number;
  /** Sensitive changes ask for the second factor again when the session's last proof is older (STEP_UP_MINUTES; default 15). */
  stepUpMinutes?: number;
  /** A passkey may sign in without the password (PASSKEY_SIGN_IN; default false: a passkey is a second factor only). */
  passkeySignIn?: boolean;
  /** The WebAuthn relying party: the host passkeys are bound to (WEBAUTHN_RP_ID; default publicUrl's host). */
  webauthnRpId?: string;
  /** Seals the authenticator secrets (TOTP_SECRET_KEY, 32 bytes); unset: a known key on a demo/dev/test server, else none. */
  totpSecretKey?: Buffer;
  /** Single sign-on through an OpenID Connect provider (OIDC_* settings); unset: passwords (and passkeys) only. */
  sso?: SsoOptions;
  /** The HTTP server to answer on (server.ts binds the port before the database opens; tests use inject). */
  serverFactory?: FastifyServerFactory;
}

/** Settings modules read through `app.config`. */
export interface AppConfig {
  demoData: boolean;
  /** The demo chat traffic generator runs (demo data only). */
  chatDemoTraffic: boolean;
  dataDir: string;
  /** This process alone uses dataDir (PGlite on disk, whose folder is locked): leftovers in it are its own. */
  dataDirExclusive: boolean;
  now: () => Date;
  sessionIdleMs: number;
  sessionMaxMs: number;
  resetTokenTtlMs: number;
  publicUrl: string;
  /** undefined: the history is kept forever. */
  auditRetentionDays: number | undefined;
  cloudflare: CloudflareSettings | null;
  /** null: the public chat post is refused (503) until CHAT_PLAYER_TOKEN_SECRET is set. */
  chatPlayerTokenSecret: string | null;
  /** The most items one campaign holds; also the default page of its items (GET /campaigns/:id). */
  campaignMaxItems: number;
  /** The shell's origin (no trailing slash) from which config.json and shell-contracts.json are read. */
  shellUrl: string;
  /** Remote name → origins beside its config.json origin that a switch may point at. */
  remoteOrigins: Readonly<Record<string, readonly string[]>>;
  remoteLoadErrorRetentionDays: number;
  canary: CanaryWatch;
  /** 0: browsers are never remembered after the second step. */
  trustedDeviceMs: number;
  /** How old a session's last second-factor proof may be for a sensitive change. */
  stepUpMs: number;
  passkeySignIn: boolean;
  /** Passkeys: the relying party's id (a host) and the origin the browser signs for (publicUrl's). */
  webauthn: { rpId: string; origin: string };
  /** null: no authenticator app can be set up (and the start refuses when a secret is stored). */
  totpKey: Buffer | null;
  /** null: single sign-on is off. */
  sso: SsoSettings | null;
}

/** The identity provider as the settings give it; main.ts reads OIDC_*, tests pass it. */
export interface SsoOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name?: string;
  groupsClaim?: string;
  roleMap?: ReadonlyArray<{ group: string; role: string }>;
  createUsers?: boolean;
  localPasswords?: boolean;
}

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The login page offers "Sign in with <name>". */
  name: string;
  groupsClaim: string;
  /** Group → the role names it grants; every role named here is managed by the provider. */
  roleMap: ReadonlyArray<{ group: string; role: string }>;
  createUsers: boolean;
  localPasswords: boolean;
}

/** Cloudflare's API: a token allowed to edit the zone's settings, the zone, and the API base (tests point it at a fake). */
export interface CloudflareSettings {
  apiToken: string;
  zoneId: string;
  /** Default https://api.cloudflare.com/client/v4 */
  apiUrl?: string;
}

/** A campaign is reviewed item by item on one screen and published in one transaction: this many at most by default. */
export const DEFAULT_CAMPAIGN_MAX_ITEMS = 200;

/** Reported load errors older than this are deleted: enough to compare with last month's release. */
export const DEFAULT_REMOTE_LOAD_ERROR_RETENTION_DAYS = 30;

/** The limits a canary's field data is held to, and how often the API looks. */
export interface CanaryWatch {
  /** No verdict before this many sessions used the canary (CANARY_MIN_SESSIONS). */
  minSessions: number;
  /** Rolled back when more than this share of its sessions met a crashed screen (CANARY_MAX_ERROR_PERCENT / 100). */
  maxErrorRate: number;
  /** Rolled back when its p75 Interaction to Next Paint exceeds this many ms (CANARY_MAX_P75_INP_MS). */
  maxP75InpMs: number;
  /** How often the API looks (CANARY_CHECK_SECONDS). */
  checkMs: number;
}
/** 20 sessions, 5 % of them with a crash, p75 INP of 500 ms ("needs improvement" starts at 200, "poor" at 500), every minute. */
export const DEFAULT_CANARY_WATCH: CanaryWatch = { minSessions: 20, maxErrorRate: 0.05, maxP75InpMs: 500, checkMs: 60_000 };

/** The absolute session lifetime unless SESSION_MAX_HOURS says otherwise: a working day and a half. */
export const DEFAULT_SESSION_MAX_MS = 12 * 3_600_000;

export function resolveConfig(options: AppOptions): AppConfig {
  const publicUrl = (options.publicUrl ?? 'http://localhost:4200').replace(/\/$/, '');
  return {
    demoData: options.demoData ?? false,
    chatDemoTraffic: (options.demoData ?? false) && (options.chatDemoTraffic ?? false),
    dataDir: options.dataDir ?? '.data',
    dataDirExclusive: !options.databaseUrl && options.dataDir !== 'memory',
    now: options.now ?? (() => new Date()),
    sessionIdleMs: (options.sessionIdleMinutes ?? 8 * 60) * 60_000,
    sessionMaxMs: options.sessionMaxHours !== undefined ? options.sessionMaxHours * 3_600_000 : Math.max(DEFAULT_SESSION_MAX_MS, (options.sessionIdleMinutes ?? 0) * 60_000),
    resetTokenTtlMs: 60 * 60_000,
    publicUrl,
    auditRetentionDays: options.auditRetentionDays,
    cloudflare: options.cloudflare ?? null,
    chatPlayerTokenSecret: options.chatPlayerTokenSecret ?? (options.demoData ? DEMO_PLAYER_TOKEN_SECRET : null),
    campaignMaxItems: options.campaignMaxItems ?? DEFAULT_CAMPAIGN_MAX_ITEMS,
    shellUrl: (options.shellUrl ?? publicUrl).replace(/\/$/, ''),
    remoteOrigins: options.remoteOrigins ?? {},
    remoteLoadErrorRetentionDays: options.remoteLoadErrorRetentionDays ?? DEFAULT_REMOTE_LOAD_ERROR_RETENTION_DAYS,
    canary: { ...DEFAULT_CANARY_WATCH, ...options.canary },
    trustedDeviceMs: (options.trustedDeviceDays ?? 0) * 86_400_000,
    stepUpMs: (options.stepUpMinutes ?? 15) * 60_000,
    passkeySignIn: options.passkeySignIn ?? false,
    webauthn: { rpId: options.webauthnRpId ?? new URL(publicUrl).hostname, origin: new URL(publicUrl).origin },
    sso: options.sso
      ? {
          issuer: options.sso.issuer,
          clientId: options.sso.clientId,
          clientSecret: options.sso.clientSecret,
          name: options.sso.name ?? 'single sign-on',
          groupsClaim: options.sso.groupsClaim ?? 'groups',
          roleMap: options.sso.roleMap ?? [],
          createUsers: options.sso.createUsers ?? false,
          localPasswords: options.sso.localPasswords ?? true,
        }
      : null,
    totpKey: options.totpSecretKey ?? (options.demoData || ['development', 'test'].includes(process.env.NODE_ENV ?? '') ? DEV_TOTP_SECRET_KEY : null),
  };
}
