// npm run sportsbook:import -- file.json — loads a sportsbook feed snapshot into the embedded catalog of the database
// the server uses (DATABASE_URL, else PGlite in DATA_DIR, default .data: stop the server first, PGlite is one
// process's). The shape is in docs/sportsbook-import.md; nothing is written unless the whole file is valid.
import { readSettings, settingsProblemMessage } from '../src/core/settings';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { importFeedFile } from '../src/modules/sportsbook/feed-file';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run sportsbook:import -- file.json');
    return 2;
  }
  const settings = readSettings(process.env);
  if (!settings.ok) {
    console.error(settingsProblemMessage(settings.problems));
    return 2;
  }
  const { databaseUrl, databaseSchema, dataDir = '.data' } = settings.settings.app;
  const db = await openDb({ databaseUrl, databaseSchema, dataDir });
  try {
    const result = await db.withLock('startup', async () => {
      await migrate(db);
      return importFeedFile(db, file);
    });
    if (!result.ok) {
      console.error(`Nothing imported: ${file} has ${result.problems.length} problem(s).\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
      return 1;
    }
    const s = result.summary;
    console.info(`Imported ${file}: ${s.categories} categories, ${s.marketTypes} market types, ${s.events} events, ${s.games} games, ${s.outcomes} outcomes.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
