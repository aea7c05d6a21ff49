// `node tools/bench/schedule-seed.cjs <dataDir> <perTable>`: multiplies the schedule's tables in a stopped API's
// PGlite folder (or DATABASE_URL's database) and prints what it did as JSON, for tools/bench/schedule.mjs.
import { openDb } from '../../src/db/open';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resource/definition';
import { multiplyScheduleRows } from './schedule-seed';

async function main() {
  const [dataDir, perTable] = process.argv.slice(2);
  if (!dataDir || !/^\d+$/.test(perTable ?? '')) throw new Error('usage: schedule-seed <dataDir> <perTable>');
  const db = await openDb({ dataDir, databaseUrl: process.env.DATABASE_URL, databaseSchema: process.env.DATABASE_SCHEMA });
  try {
    const seeded = await multiplyScheduleRows(db, RESOURCES as readonly ResourceDefinition[], Number(perTable));
    process.stdout.write(`${JSON.stringify(seeded)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
