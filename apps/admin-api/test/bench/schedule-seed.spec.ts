// The bench's seeding of the schedule tables (tools/bench/schedule.mjs) on the demo data: every dated table grows
// to the asked size, copies spread over the sections, and the schedule still answers.
import { createTestApp, login, type TestApp } from '../helpers';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resource/definition';
import { multiplyScheduleRows } from './schedule-seed';
import { isDated } from '../../src/modules/schedule/schedule-sql';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('copies the demo rows of every table the schedule reads up to the size asked', async () => {
  const dated = (RESOURCES as readonly ResourceDefinition[]).filter(isDated);
  const token = await login(app, 'admin@example.com');
  const schedule = async () => (await app.inject({ method: 'GET', url: '/api/v1/schedule', headers: { 'x-access-token': token } })).json().data;
  const small = await schedule();

  const seeded = await multiplyScheduleRows(app.db, dated, 120);
  expect(seeded.map((s) => s.table).sort()).toEqual([...new Set(dated.map((r) => r.table))].sort());
  for (const s of seeded) expect({ table: s.table, after: s.after }).toEqual({ table: s.table, after: s.before === 0 ? 0 : Math.max(s.before, 120) });
  expect(seeded.filter((s) => s.after === 120).length).toBeGreaterThan(5);
  // Again: nothing more to copy.
  expect((await multiplyScheduleRows(app.db, dated, 120)).every((s) => s.after === s.before)).toBe(true);

  const big = await schedule();
  for (const section of ['live', 'starting', 'ending'] as const) expect(big[section].total).toBeGreaterThan(small[section].total);
  const names = big.live.items.map((i: { name: string }) => i.name);
  expect(names.some((n: string) => / · \d+$/.test(n))).toBe(true);
});
