// Request ids and the JSON log (README "Request ids and logs"): every answer carries x-request-id (a valid
// traceparent's trace id, else a UUID), every request's log lines carry it as reqId, and no password, session token
// or reset token reaches the log, whatever the request (sign-in, a wrong password, a token in the header or in a
// query string, forgot and reset, a password change, a refused reset).
import { Writable } from 'node:stream';
import { DEMO_PASSWORD } from '../src/core/seed';
import { loggedUrl } from '../src/core/request-log';
import { createTestApp, login, waitForMail, type TestApp } from './helpers';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: TestApp;
let output = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  app = await createTestApp({ logger: { level: 'trace', stream } });
});
afterAll(async () => {
  await app.close();
});

const lines = () => output.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

it('takes the request id from traceparent, else makes one, and sends it back; the log lines carry it', async () => {
  const traced = await app.inject({ method: 'GET', url: '/api/health', headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` } });
  expect(traced.headers['x-request-id']).toBe(TRACE_ID);
  for (const traceparent of [undefined, 'garbage', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, `ff-${TRACE_ID}-00f067aa0ba902b7-01`]) {
    const res = await app.inject({ method: 'GET', url: '/api/health/live', headers: traceparent ? { traceparent } : {} });
    expect(res.headers['x-request-id']).toMatch(UUID);
  }
  // An error answer carries it too.
  const missing = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
  expect(missing.headers['x-request-id']).toMatch(UUID);

  const ofTrace = lines().filter((line) => line.reqId === TRACE_ID);
  expect(ofTrace.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  expect(lines().filter((line) => line.msg === 'incoming request').every((line) => typeof line.reqId === 'string')).toBe(true);
});

it('keeps passwords, session tokens and reset tokens out of the log', async () => {
  const newPassword = 'Brand-New-Pass-456!';
  const changedPassword = 'Changed-Again-789?';
  const wrongPassword = 'Wrong-Guess-Pass-321';

  const sessionToken = await login(app, 'admin@example.com');
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'viewer@example.com', password: wrongPassword } });
  await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': sessionToken } });
  // A client that puts a token in the URL: the logged URL hides it.
  await app.inject({ method: 'GET', url: `/api/v1/profile?token=${sessionToken}&access_token=${sessionToken}`, headers: { 'x-access-token': sessionToken } });
  await app.inject({ method: 'GET', url: '/api/v1/users', headers: { 'x-access-token': sessionToken, cookie: `session=${sessionToken}` } });

  await app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'editor@example.com' } });
  const mail = await waitForMail(app, 1);
  const resetToken = /reset-password\/([^\s/?#]+)/.exec(mail.text)![1]!;
  const reset = await app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token: resetToken, password: newPassword, confirmPassword: newPassword } });
  expect(reset.statusCode).toBe(200);
  // Used once: refused now, and that refusal is logged without it.
  expect((await app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token: resetToken, password: newPassword, confirmPassword: newPassword } })).statusCode).toBe(400);

  const editorToken = await login(app, 'editor@example.com', newPassword);
  const change = await app.inject({ method: 'POST', url: '/api/v1/profile/password', headers: { 'x-access-token': editorToken }, payload: { oldPassword: newPassword, password: changedPassword, confirmPassword: changedPassword } });
  expect(change.statusCode).toBe(200);
  // A body the server cannot parse, holding a password.
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"email":"admin@example.com","password":"${changedPassword}"` });

  expect(output.length).toBeGreaterThan(1000);
  expect(output).toContain('/api/v1/password/reset');
  for (const secret of [DEMO_PASSWORD, newPassword, changedPassword, wrongPassword, sessionToken, editorToken, resetToken]) {
    expect(output).not.toContain(secret);
  }
  expect(output).toContain('token=%5Bredacted%5D');
});

it('logged URLs keep the path and harmless parameters', () => {
  expect(loggedUrl('/api/v1/banners?limit=20&search=abc')).toBe('/api/v1/banners?limit=20&search=abc');
  expect(loggedUrl('/x?apiKey=1&q=2')).toBe('/x?apiKey=%5Bredacted%5D&q=2');
});
