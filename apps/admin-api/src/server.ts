// Starts the admin API on PORT (default 3333) with settings from the environment (loaded by main.ts).
import { buildApp } from './app';
import { parseTrustProxy } from './core/proxy-trust';

const env = process.env;
const flag = (value: string | undefined) => value === 'true' || value === '1';

async function main(): Promise<void> {
  const app = await buildApp({
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || '.data',
    demoData: flag(env.DEMO_DATA),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES ? Number(env.SESSION_IDLE_MINUTES) : undefined,
    bootstrapAdmin: env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD ? { email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.BOOTSTRAP_ADMIN_PASSWORD } : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',') : undefined,
  });
  const port = Number(env.PORT ?? 3333);
  await app.listen({ port, host: env.HOST ?? 'localhost' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
