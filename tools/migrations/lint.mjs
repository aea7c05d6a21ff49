#!/usr/bin/env node
// Fails for a migration that renames or drops a column or table in one step (README "Changing the schema"): while
// a deploy rolls, the previous release still runs against the new schema, so a rename or drop breaks it. Such a
// change is split: expand (add, write both, backfill), switch reads, and only in a later release contract (drop).
// The contract step says so in a comment, which this lint accepts:
//   -- contract: <column or table> unused since <release>
// Migrations older than the rule are listed in grandfathered.json.
// Usage: node tools/migrations/lint.mjs [--dir <migrations folder>] [--grandfathered <json>]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : fallback;
};
const dir = option('--dir', path.join(here, '../../apps/admin-api/src/db/migrations'));
const grandfathered = new Set(JSON.parse(readFileSync(option('--grandfathered', path.join(here, 'grandfathered.json')), 'utf8')).files);

const BREAKING = [
  [/\bRENAME\s+COLUMN\b/i, 'RENAME COLUMN'],
  [/\bDROP\s+COLUMN\b/i, 'DROP COLUMN'],
  [/\bRENAME\s+TO\b/i, 'RENAME TO'],
  // ALTER TABLE t RENAME a TO b: COLUMN is optional in PostgreSQL.
  [/\bALTER\s+TABLE\b[^;]*\bRENAME\s+(?!COLUMN\b|TO\b|CONSTRAINT\b)"?\w+"?\s+TO\b/i, 'RENAME (column)'],
  [/\bDROP\s+TABLE\b/i, 'DROP TABLE'],
];
const CONTRACT = /^\s*--\s*contract:\s*\S.*\bunused since\s+\S+/im;

/** The SQL without comments and string literals, so a word in either is not taken for a statement. */
const code = (sql) => sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/'(?:[^']|'')*'/g, "''");

const problems = [];
for (const file of readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort()) {
  if (grandfathered.has(file)) continue;
  const sql = readFileSync(path.join(dir, file), 'utf8');
  const found = BREAKING.filter(([pattern]) => pattern.test(code(sql))).map(([, name]) => name);
  if (found.length > 0 && !CONTRACT.test(sql)) problems.push(`${file}: ${found.join(', ')} without a "-- contract: <column> unused since <release>" comment`);
}
if (problems.length > 0) {
  console.error(
    `Migration lint: a rename or drop breaks the release still running during a deploy.\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'Split it (README "Changing the schema"): add the new column or table, write both, backfill, switch reads; drop the old one in a later\n' +
      'release, in a migration that says "-- contract: <column> unused since <release>".',
  );
  process.exit(1);
}
console.log(`Migration lint: ${readdirSync(dir).filter((f) => f.endsWith('.sql')).length} migrations checked, no one-step rename or drop.`);
