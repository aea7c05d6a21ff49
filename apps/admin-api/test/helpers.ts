// Test helpers: a fresh app on a fresh database per call, and a sign-in that returns the token.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import type { MailMessage } from '../src/core/mailer';
import { DEMO_PASSWORD } from '../src/core/seed';

export interface TestApp extends FastifyInstance {
  /** Mail the app "sent" (the test mailer keeps it). */
  sentMail: MailMessage[];
}

/**
 * In-memory PGlite with the demo accounts; with env TEST_DATABASE_URL, a fresh PostgreSQL schema instead
 * (dropped when the app closes), so test files never collide.
 */
export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  const sentMail: MailMessage[] = [];
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp({
    dataDir: 'memory',
    demoData: true,
    logger: false,
    databaseUrl,
    databaseSchema,
    mailer: { send: async (message) => void sentMail.push(message) },
    ...options,
  });
  if (databaseSchema) {
    // Registered last, so it runs after the app's own pool is closed: drop the schema over a new connection.
    app.addHook('onClose', async () => {
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${databaseSchema} CASCADE`);
      await client.end();
    });
  }
  return Object.assign(app, { sentMail });
}

/** Signs in through the real route and returns the access token. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { accessToken: string } }).data.accessToken;
}
