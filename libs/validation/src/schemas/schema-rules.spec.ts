// Every schema of this library keeps (each team's module library checks its own the same way) the stored-input rules (string rule, integer rule, true length messages).
import * as validation from '../index';
import { schemaRuleProblems } from '../schema-audit';

// The live feed's payloads are what the server sends, not input it stores: the stored-input rules are not theirs
// (a feed position is a bigint beyond the integer column's bound).
const answers = new Set<unknown>([...Object.values(validation.LIVE_EVENTS), validation.presenceUserSchema, validation.presenceUsersSchema]);

const schemas = Object.entries(validation).filter(
  ([, value]) => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && !answers.has(value),
);

describe('schema rules', () => {
  it('finds the exported schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['roleSchema', 'akoCouponSchema', 'uploadFileSchema']));
  });

  it.each(schemas)('%s: every string, number and length message follows the rules', (_name, schema) => {
    expect(schemaRuleProblems(schema)).toEqual([]);
  });

  it('reports what a schema misses', async () => {
    const v = await import('valibot');
    const loose = v.object({ name: v.pipe(v.string(), v.maxLength(10, 'must be shorter than 10 characters!')), id: v.number() });
    expect(schemaRuleProblems(loose)).toEqual([
      'name: says "must be shorter than 10 characters!" but accepts 10 characters',
      'name: a string without the string rule',
      'id: a number without the integer rule or a maximum',
    ]);
  });
});
