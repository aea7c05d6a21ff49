// The real mail path: forgot-password → nodemailer → a local SMTP server (smtp-server) → the link in the mail resets
// the password. And without SMTP_URL: a loud warning at start, and a live token never in a production log.
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { createTestApp, login } from './helpers';

interface Received { to: string[]; raw: string }

/** Quoted-printable as nodemailer writes long lines: soft breaks (=\r\n) and =XX bytes. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function startSmtp(): Promise<{ server: SMTPServer; url: string; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, url: `smtp://127.0.0.1:${port}`, inbox };
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('password-reset mail over SMTP', () => {
  it('forgot-password mails the link to the local SMTP server, and the link resets the password', async () => {
    const smtp = await startSmtp();
    const app = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Back Office <no-reply@example.com>', mailer: undefined, publicUrl: 'http://bo.example.test' });
    try {
      const forgot = await app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'editor@example.com' } });
      expect(forgot.statusCode).toBe(200);
      const mail = await until(() => smtp.inbox[0], 'the mail at the SMTP server');
      expect(mail.to).toEqual(['editor@example.com']);
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toMatch(/^Subject: Back Office: reset your password/m);
      const link = /http:\/\/bo\.example\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
      expect(link).not.toBeNull();
      const token = link![1];
      const reset = await app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password: 'N3w-Passw0rd!', confirmPassword: 'N3w-Passw0rd!' } });
      expect(reset.statusCode).toBe(200);
      await expect(login(app, 'editor@example.com', 'N3w-Passw0rd!')).resolves.toEqual(expect.any(String));
      // Single use: the same link a second time is refused.
      expect((await app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password: 'An0ther-Passw0rd!' } })).statusCode).toBe(400);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });
});

describe('without SMTP_URL', () => {
  async function appLogging(demoData: boolean) {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      dataDir: 'memory',
      demoData,
      databaseUrl: process.env.TEST_DATABASE_URL || undefined,
      databaseSchema: process.env.TEST_DATABASE_URL ? `test_mail_${demoData ? 'demo' : 'prod'}_${process.pid}` : undefined,
      bootstrapAdmin: { email: 'boot@example.com', password: 'Bootstrap1!' },
      logger: { level: 'info', stream },
    });
    return { app, lines };
  }

  const forgot = async (app: Awaited<ReturnType<typeof buildApp>>, lines: { msg: string }[]) => {
    const before = lines.length;
    await app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'boot@example.com' } });
    await until(() => (lines.slice(before).some((l) => /^mail /.test(l.msg)) ? true : undefined), 'the mail log line');
    return lines.slice(before).map((l) => l.msg).join('\n');
  };

  async function closeAndDrop(app: Awaited<ReturnType<typeof buildApp>>, demoData: boolean) {
    await app.close();
    if (!process.env.TEST_DATABASE_URL) return;
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS test_mail_${demoData ? 'demo' : 'prod'}_${process.pid} CASCADE`);
    await client.end();
  }

  it('warns loudly at start, and a production server never logs the mail text with its live token', async () => {
    const { app, lines } = await appLogging(false);
    try {
      const warning = lines.find((l) => l.level === 40 && /SMTP_URL is not set/.test(l.msg));
      expect(warning?.msg).toMatch(/no mail is sent/);
      const logged = await forgot(app, lines);
      expect(logged).toMatch(/mail dropped: SMTP_URL is not set/);
      expect(logged).not.toMatch(/reset-password\//);
    } finally {
      await closeAndDrop(app, false);
    }
  });

  it('a demo or development server writes the mail, link included, to the log', async () => {
    const { app, lines } = await appLogging(true);
    try {
      expect(lines.some((l) => l.level === 40 && /SMTP_URL is not set/.test(l.msg))).toBe(true);
      expect(await forgot(app, lines)).toMatch(/reset-password\/[A-Za-z0-9_-]+/);
    } finally {
      await closeAndDrop(app, true);
    }
  });
});
