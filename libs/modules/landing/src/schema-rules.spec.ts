// The landing modules' schemas keep the stored-input rules every schema keeps (string rule, integer rule, true
// length messages).
import { schemaRuleProblems } from '@backoffice/validation';
import * as landing from './index';

const schemas = Object.entries(landing).filter(
  ([, value]) => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema',
);

it('finds the schemas', () => {
  expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['landingPageConfigSchema', 'landingBaseConfigSchema']));
});

it.each(schemas)('%s: every string, number and length message follows the rules', (_name, schema) => {
  expect(schemaRuleProblems(schema)).toEqual([]);
});
