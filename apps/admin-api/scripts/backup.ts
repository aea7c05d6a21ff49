// npm run backup -- <dir>   /   npm run restore -- <dir>   (README "Backup and restore")
// Reads the API's settings from the environment (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, S3_*; PG_BIN for where
// pg_dump and pg_restore are) and backs up or restores the database and the stored files (src/core/backup.ts).
import path from 'node:path';
import { backup, folderSize, restore, type BackupTarget } from '../src/core/backup';
import { readSettings, settingsProblemMessage } from '../src/core/settings';
import { createS3Client, s3SettingsFromEnv } from '../src/modules/files/storage/s3-storage';

async function main(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    console.error('Usage: npm run backup -- <dir>  |  npm run restore -- <dir>');
    process.exit(2);
  }
  const settings = readSettings(process.env);
  if (!settings.ok) {
    console.error(settingsProblemMessage(settings.problems).replace('The admin API cannot start', `The ${command} cannot start`));
    process.exit(1);
  }
  const { databaseUrl, databaseSchema, dataDir } = settings.settings.app;
  const s3 = s3SettingsFromEnv();
  const target: BackupTarget = {
    databaseUrl,
    databaseSchema,
    dataDir: dataDir ?? '.data',
    s3: s3 ? { client: createS3Client(s3), bucket: s3.bucket, prefix: s3.prefix ?? '' } : undefined,
    pgBin: process.env.PG_BIN || undefined,
  };
  const folder = path.resolve(dir);
  const started = performance.now();
  const manifest = command === 'backup' ? await backup(target, folder) : await restore(target, folder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const files = manifest.files.entries.filter((entry) => !entry.key.endsWith('/'));
  const where = manifest.files.kind === 's3' ? `bucket ${s3?.bucket}/${s3?.prefix ?? ''}` : path.resolve(target.dataDir, 'files');
  console.log(
    `${command === 'backup' ? 'Backed up' : 'Restored'} ${manifest.database.kind} database (last migration ${manifest.lastMigration ?? 'none'}) and ${files.length} files (${where}) ` +
      `${command === 'backup' ? 'into' : 'from'} ${folder} (${(await folderSize(folder) / 1048576).toFixed(1)} MiB) in ${seconds} s`,
  );
  target.s3?.client.destroy();
}

main().catch((error: unknown) => {
  console.error(`The ${process.argv[2]} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
