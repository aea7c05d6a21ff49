// Test helpers: a fresh app on a fresh database per call, and a sign-in that returns the token.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import type { MailMessage } from '../src/core/mailer';
import { DEMO_PASSWORD } from '../src/core/seed';
import { checkContract } from './contract';

export interface TestApp extends FastifyInstance {
  /** Mail the app "sent" (the test mailer keeps it). */
  sentMail: MailMessage[];
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

// Data directories whose PostgreSQL schema this process has already started fresh.
const startedDirs = new Set<string>();

/**
 * In-memory PGlite with the demo accounts. With env TEST_DATABASE_URL, PostgreSQL instead, so the same tests
 * run on both: each app gets a fresh schema, dropped when it closes, so test files never collide. An explicit
 * `dataDir` (a restart test) maps to one schema per directory that outlives close(), like PGlite's files do.
 */
export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  const sentMail: MailMessage[] = [];
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const persistentDir = options.dataDir && options.dataDir !== 'memory' ? path.resolve(options.dataDir) : undefined;
  let databaseSchema: string | undefined;
  if (databaseUrl && persistentDir) {
    databaseSchema = `test_dir_${createHash('sha1').update(persistentDir).digest('hex').slice(0, 16)}`;
    if (!startedDirs.has(persistentDir)) await dropSchema(databaseUrl, databaseSchema);
    startedDirs.add(persistentDir);
  } else if (databaseUrl) {
    databaseSchema = `test_${randomBytes(6).toString('hex')}`;
  }
  const app = await buildApp({
    dataDir: 'memory',
    demoData: true,
    logger: false,
    databaseUrl,
    databaseSchema,
    mailer: { send: async (message) => void sentMail.push(message) },
    ...options,
  });
  if (databaseUrl && databaseSchema && !persistentDir) {
    const schema = databaseSchema;
    app.addHook('onClose', () => dropSchema(databaseUrl, schema));
  }
  // Every answer, and every request answered 2xx, is checked against the OpenAPI document (contract.ts).
  if (process.env.OPENAPI_CONTRACT !== 'off') checkContract(app);
  return Object.assign(app, { sentMail });
}

/** Signs in through the real route and returns the access token. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { accessToken: string } }).data.accessToken;
}

/** Forgot-password mails go out after the answer: waits until the app has sent `count` mails, returns the last. */
export async function waitForMail(app: TestApp, count = app.sentMail.length + 1): Promise<MailMessage> {
  for (let i = 0; i < 300 && app.sentMail.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const mail = app.sentMail[count - 1];
  if (!mail) throw new Error(`expected ${count} mails, the app sent ${app.sentMail.length}`);
  return mail;
}
