// Picks the database: PostgreSQL when a URL is given, else PGlite (in memory for tests, on disk otherwise).
import path from 'node:path';
import type { DbConnection } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir: string;
}

export function openDb({ databaseUrl, databaseSchema, dataDir }: OpenDbOptions): Promise<DbConnection> {
  if (databaseUrl) return openPostgres(databaseUrl, databaseSchema);
  return openPglite(dataDir === 'memory' ? undefined : path.join(dataDir, 'db'));
}
