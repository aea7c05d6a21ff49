// The bench's schedule data (tools/bench/schedule.mjs): the demo rows of every table the schedule reads, copied
// straight in SQL until each table holds `perTable` rows — names numbered, unique text made unique, and the status
// dates shifted by up to ±4 weeks, so the copies spread over live, starting, ending and expired like real data.
import type { Db } from '../../src/db/db';
import { identifier, toColumn } from '../../src/resource/definition';
import { isDated, type DatedResource } from '../../src/modules/schedule/schedule-sql';

export interface SeededTable {
  table: string;
  before: number;
  after: number;
}

interface ColumnRow {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  is_generated: string;
  is_identity: string;
}

/** Copies rows of each dated resource's table until it holds `perTable` (a table without rows is left empty). */
export async function multiplyScheduleRows(db: Db, resources: readonly DatedResource[], perTable: number): Promise<SeededTable[]> {
  const seeded: SeededTable[] = [];
  const tables = new Map(resources.filter(isDated).map((r) => [r.table, r]));
  for (const [table, resource] of tables) {
    const t = identifier(table);
    const count = async () => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0].n);
    const before = await count();
    if (before === 0 || before >= perTable) {
      seeded.push({ table, before, after: before });
      continue;
    }
    const { rows: columns } = await db.query<ColumnRow>(
      `SELECT column_name, data_type, character_maximum_length, is_generated, is_identity FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
      [table],
    );
    const { rows: uniques } = await db.query<{ name: string }>(
      `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = $1::regclass AND i.indisunique AND NOT i.indisprimary`,
      [table],
    );
    const unique = new Set(uniques.map((u) => u.name));
    const dates = new Set([resource.status?.startsAt, resource.status?.endsAt].filter((f): f is string => Boolean(f)).map(toColumn));
    const name = resource.nameField ? toColumn(resource.nameField) : undefined;
    // Up to ±4 weeks in whole days plus some hours, the same shift for a copy's start and end (checks keep holding).
    const shift = `((((g * 7919 + src.n * 104729) % 57) - 28) * interval '1 day' + ((g * 31 + src.n) % 24) * interval '1 hour')`;
    const copied = columns.filter((c) => c.column_name !== 'id' && c.is_generated !== 'ALWAYS' && c.is_identity !== 'YES');
    const expression = (c: ColumnRow) => {
      const col = `src.${identifier(c.column_name)}`;
      const text = c.data_type === 'text' || c.data_type === 'character varying';
      const fit = (sql: string) => (c.character_maximum_length ? `left(${sql}, ${c.character_maximum_length})` : sql);
      if (dates.has(c.column_name)) return `${col} + ${shift}`;
      // The suffix goes first under a length limit: right() keeps it when left() would cut it off.
      // The row count before this round is in the suffix too: a second round copies the first round's copies.
      const suffix = `'-' || ${before} || '-' || g || '-' || src.n`;
      if (unique.has(c.column_name) && text) return c.character_maximum_length ? `right(${col} || ${suffix}, ${c.character_maximum_length})` : `${col} || ${suffix}`;
      if (c.column_name === name && text) return fit(`${col} || ' · ' || g`);
      return col;
    };
    const needed = perTable - before;
    const copies = Math.ceil(needed / before);
    await db.query(
      `INSERT INTO ${t} (${copied.map((c) => identifier(c.column_name)).join(', ')})
       SELECT ${copied.map(expression).join(', ')}
       FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM ${t}) src CROSS JOIN generate_series(1, ${copies}) g
       ORDER BY g, src.n LIMIT ${needed}`,
    );
    seeded.push({ table, before, after: await count() });
  }
  return seeded;
}
