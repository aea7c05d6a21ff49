import Fastify from 'fastify';
import { startIntervalJob } from './interval-job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('ticks on ready and on the interval, never overlapping; a failed tick is logged and the next still runs', async () => {
  const app = Fastify();
  const errors: unknown[] = [];
  app.log.error = ((...args: unknown[]) => errors.push(args)) as typeof app.log.error;
  let running = 0;
  let overlapped = false;
  let ticks = 0;
  startIntervalJob(app, {
    name: 'test job',
    intervalMs: 5,
    tick: async () => {
      ticks++;
      overlapped ||= running > 0;
      running++;
      await sleep(20);
      running--;
      if (ticks === 1) throw new Error('first tick fails');
    },
  });
  await app.ready();
  await sleep(120);
  await app.close();
  expect(ticks).toBeGreaterThanOrEqual(2);
  expect(overlapped).toBe(false);
  expect(errors).toHaveLength(1);
});

test('close waits for the tick under way and starts none after it (the database closes after the job)', async () => {
  const app = Fastify();
  const log: string[] = [];
  let started = 0;
  // Registered first, so it runs last on close, like app.ts closing the database.
  app.addHook('onClose', async () => {
    log.push('database closed');
  });
  startIntervalJob(app, {
    name: 'slow job',
    intervalMs: 1,
    tick: async () => {
      started++;
      log.push('tick start');
      await sleep(30);
      log.push('tick end');
    },
  });
  await app.ready();
  await sleep(5);
  await app.close();
  const after = started;
  await sleep(20);
  expect(log.slice(-2)).toEqual(['tick end', 'database closed']);
  expect(started).toBe(after);
});
