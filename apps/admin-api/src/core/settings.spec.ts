import { readSettings, settingsProblemMessage } from './settings';

const problems = (env: Record<string, string>) => {
  const result = readSettings(env);
  return result.ok ? [] : result.problems;
};

describe('readSettings', () => {
  it('starts with defaults when nothing is set, and treats empty values as unset', () => {
    const result = readSettings({ PORT: '', SESSION_IDLE_MINUTES: '' });
    expect(result).toMatchObject({ ok: true, settings: { port: 3333, host: 'localhost', app: { dataDir: '.data', demoData: false, sessionIdleMinutes: undefined } } });
  });

  it('turns valid values into the app options', () => {
    const result = readSettings({
      PORT: '8080',
      DEMO_DATA: '1',
      SESSION_IDLE_MINUTES: '30',
      CORS_ORIGINS: 'https://admin.example.com, http://localhost:4200',
      BOOTSTRAP_ADMIN_EMAIL: 'root@example.com',
      BOOTSTRAP_ADMIN_PASSWORD: 'long enough',
      DATABASE_URL: 'postgres://u:p@db/backoffice',
      DATABASE_SCHEMA: 'backoffice',
      AUDIT_RETENTION_DAYS: '365',
    });
    expect(result).toMatchObject({
      ok: true,
      settings: {
        port: 8080,
        app: { demoData: true, sessionIdleMinutes: 30, corsOrigins: ['https://admin.example.com', 'http://localhost:4200'], bootstrapAdmin: { email: 'root@example.com' }, databaseSchema: 'backoffice', auditRetentionDays: 365 },
      },
    });
  });

  it('takes CHAT_PLAYER_TOKEN_SECRET of 32 characters or more, and refuses a shorter one without echoing it', () => {
    const secret = 'x'.repeat(32);
    expect(readSettings({ CHAT_PLAYER_TOKEN_SECRET: secret })).toMatchObject({ ok: true, settings: { app: { chatPlayerTokenSecret: secret } } });
    expect(problems({ CHAT_PLAYER_TOKEN_SECRET: 'short-secret' })).toEqual(['CHAT_PLAYER_TOKEN_SECRET: expected a random secret of at least 32 characters']);
  });

  it('reads where the shell is (SHELL_URL), the extra origins of each remote and how long load errors are kept', () => {
    const result = readSettings({ SHELL_URL: 'http://shell.internal:8080', REMOTE_ORIGINS: 'content=https://cdn.example.com, content=https://b.example.com/, ako=http://localhost:5204', REMOTE_LOAD_ERROR_RETENTION_DAYS: '7' });
    expect(result).toMatchObject({ ok: true, settings: { app: { shellUrl: 'http://shell.internal:8080', remoteLoadErrorRetentionDays: 7 } } });
    expect(result.ok && { ...result.settings.app.remoteOrigins }).toEqual({ content: ['https://cdn.example.com', 'https://b.example.com'], ako: ['http://localhost:5204'] });
    expect(problems({ REMOTE_ORIGINS: 'https://cdn.example.com' })).toEqual([
      'REMOTE_ORIGINS="https://cdn.example.com": expected comma-separated remote=origin pairs such as content=https://cdn.example.com (origin: scheme, host and port, no path)',
    ]);
    expect(problems({ SHELL_URL: 'shell' })).toEqual(['SHELL_URL="shell": expected a URL starting with http:// or https://']);
  });

  it('names the setting, the value and what is expected (SESSION_IDLE_MINUTES=8h used to start and then fail every login)', () => {
    expect(problems({ SESSION_IDLE_MINUTES: '8h' })).toEqual(['SESSION_IDLE_MINUTES="8h": expected a whole number of minutes from 1 to 43200']);
    expect(problems({ SESSION_IDLE_MINUTES: '0' })).toEqual(['SESSION_IDLE_MINUTES="0": expected a whole number of minutes from 1 to 43200']);
  });

  it.each([
    ['PORT', '70000', /PORT="70000": expected a TCP port number from 0 to 65535/],
    ['PORT', 'http', /PORT="http"/],
    ['DEMO_DATA', 'yes', /DEMO_DATA="yes": expected true or false/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL="verbose": expected one of fatal, error/],
    ['DATABASE_POOL_SIZE', '-1', /DATABASE_POOL_SIZE="-1"/],
    ['PUBLIC_URL', 'localhost:4200', /PUBLIC_URL="localhost:4200": expected a URL starting with http:\/\/ or https:\/\//],
    ['REGISTRATION_URL', 'javascript:alert(1)', /REGISTRATION_URL=.*expected a URL/],
    ['SITE_URL', 'https://www.example.pl/sklep', /SITE_URL=.*expected the public site's origin/],
    ['FILES_PUBLIC_URL', 'ftp://files', /FILES_PUBLIC_URL/],
    ['CORS_ORIGINS', 'https://a.example.com/path', /CORS_ORIGINS=.*expected comma-separated origins/],
    ['LANDING_SCHEDULER_INTERVAL_MS', '15s', /LANDING_SCHEDULER_INTERVAL_MS="15s"/],
    ['AUDIT_RETENTION_DAYS', '0', /AUDIT_RETENTION_DAYS="0": expected a whole number of days from 1 to 36500/],
    ['S3_FORCE_PATH_STYLE', '1', /S3_FORCE_PATH_STYLE="1": expected true or false/],
    ['BOOTSTRAP_ADMIN_EMAIL', 'root', /BOOTSTRAP_ADMIN_EMAIL="root": expected an email address/],
    ['DATABASE_SCHEMA', 'Drop Table', /DATABASE_SCHEMA="Drop Table": expected a lower-case SQL identifier/],
    ['CLOUDFLARE_API_URL', 'api.cloudflare.com', /CLOUDFLARE_API_URL="api.cloudflare.com": expected a URL/],
  ])('refuses %s=%s', (key, value, message) => {
    const found = problems({ S3_BUCKET: 'bucket', DATABASE_URL: 'postgres://db/x', BOOTSTRAP_ADMIN_PASSWORD: 'long enough', BOOTSTRAP_ADMIN_EMAIL: 'a@example.com', [key]: value });
    expect(found).toEqual([expect.stringMatching(message)]);
  });

  it('reads SESSION_MAX_HOURS and refuses one shorter than the idle time', () => {
    const ok = readSettings({ SESSION_MAX_HOURS: '24' });
    expect(ok.ok && ok.settings.app.sessionMaxHours).toBe(24);
    expect(readSettings({ SESSION_MAX_HOURS: '12h' })).toEqual({ ok: false, problems: ['SESSION_MAX_HOURS="12h": expected a whole number of hours from 1 to 720'] });
    expect(readSettings({ SESSION_MAX_HOURS: '2', SESSION_IDLE_MINUTES: '180' })).toEqual({
      ok: false,
      problems: ['SESSION_MAX_HOURS=2: expected at least the idle time (SESSION_IDLE_MINUTES, default 480 minutes)'],
    });
  });

  it('never echoes a secret', () => {
    const found = problems({ DATABASE_URL: 'mysql://user:hunter2@db', BOOTSTRAP_ADMIN_EMAIL: 'a@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'short' });
    expect(found).toEqual(['DATABASE_URL: expected a URL starting with postgres:// or postgresql://', 'BOOTSTRAP_ADMIN_PASSWORD: expected a password of at least 8 characters']);
    expect(found.join()).not.toMatch(/hunter2|short/);
  });

  it('refuses settings that only work together when one is missing', () => {
    expect(problems({ BOOTSTRAP_ADMIN_EMAIL: 'a@example.com' })).toEqual(['BOOTSTRAP_ADMIN_PASSWORD: expected to be set together with BOOTSTRAP_ADMIN_EMAIL']);
    expect(problems({ S3_ENDPOINT: 'http://localhost:9000' })).toEqual(['S3_ENDPOINT: has no effect without S3_BUCKET (expected S3_BUCKET to be set too)']);
    expect(problems({ DATABASE_SCHEMA: 'x' })).toEqual(['DATABASE_SCHEMA: has no effect without DATABASE_URL (expected DATABASE_URL to be set too)']);
  });

  it('reads the Cloudflare connection of the Security module, both parts or neither, the token never echoed', () => {
    const zone = '0123456789abcdef0123456789abcdef';
    expect(readSettings({ CLOUDFLARE_API_TOKEN: 'cf-token', CLOUDFLARE_ZONE_ID: zone, CLOUDFLARE_API_URL: 'http://127.0.0.1:9999/client/v4' })).toMatchObject({
      ok: true,
      settings: { app: { cloudflare: { apiToken: 'cf-token', zoneId: zone, apiUrl: 'http://127.0.0.1:9999/client/v4' } } },
    });
    expect(problems({ CLOUDFLARE_API_TOKEN: 'cf-token' })).toEqual(['CLOUDFLARE_ZONE_ID: expected to be set together with CLOUDFLARE_API_TOKEN']);
    expect(problems({ CLOUDFLARE_API_TOKEN: 'cf-token', CLOUDFLARE_ZONE_ID: 'example.pl' })).toEqual(['CLOUDFLARE_ZONE_ID="example.pl": expected a Cloudflare zone id (32 hexadecimal characters)']);
  });

  it('lists every problem at once', () => {
    const found = problems({ PORT: 'x', SESSION_IDLE_MINUTES: '8h' });
    expect(settingsProblemMessage(found)).toBe('The admin API cannot start: 2 settings are invalid.\n  - PORT="x": expected a TCP port number from 0 to 65535 (0: any free port)\n  - SESSION_IDLE_MINUTES="8h": expected a whole number of minutes from 1 to 43200');
  });
});
