import * as v from 'valibot';
import fc from 'fast-check';
import { appTranslationSchema, appTranslationUpdateSchema, flattenResources, nestResources } from './app-translation';
import { issuesToErrorMessages } from '@backoffice/validation';

const errors = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? {} : issuesToErrorMessages(result.issues);
};

describe('app translation schema', () => {
  it('needs a group, a dotted key and the Polish value; English and Ukrainian may be empty', () => {
    expect(errors(appTranslationSchema, {})).toEqual({ namespace: ['please select group'], key: ['Key is required!'], pl_value: ['Polish value is required!'] });
    expect(errors(appTranslationSchema, { namespace: 'app', key: 'betslip..title', pl_value: 'Kupon' })).toEqual({ key: ['must be parts of letters, digits, _ or - joined by dots!'] });
    expect(errors(appTranslationSchema, { namespace: 'offers', key: 'market.1x2', pl_value: '1X2', en_value: '', uk_value: null })).toEqual({});
    expect(errors(appTranslationUpdateSchema, { pl_value: ' ', en_value: 'x'.repeat(5001) })).toEqual({ pl_value: ['Polish value is required!'], en_value: ['must be shorter than 5001 characters!'] });
  });
});

describe('resource files', () => {
  it('reads nested and dotted keys alike and reports what it cannot take', () => {
    expect(flattenResources({ app: { betslip: { title: 'Kupon' } }, fields: { 'email.label': 'E-mail' } })).toEqual({
      entries: [{ namespace: 'app', key: 'betslip.title', value: 'Kupon' }, { namespace: 'fields', key: 'email.label', value: 'E-mail' }],
      errors: [],
    });
    expect(flattenResources({ app: { a: { b: 'x' }, 'a.b': 'y', n: 1 }, casino: {} }).errors).toEqual([
      'app:n must be a text',
      'casino is not a namespace (app, fields, offers)',
      'app:a.b is given twice',
    ]);
  });

  it('nests what it flattens back to the same entries (empty values left out)', () => {
    const part = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.constantFrom('app', 'fields', 'offers'), part, part, fc.string({ minLength: 1, maxLength: 8 })), { selector: ([ns, a]) => `${ns}:${a}`, maxLength: 20 }), (rows) => {
        const flat = rows.map(([namespace, a, b, value]) => ({ namespace, key: `${a}.${b}`, value }));
        const { entries, errors: problems } = flattenResources(nestResources(flat));
        expect(problems).toEqual([]);
        expect(entries.map((e) => [e.namespace, e.key, e.value]).sort()).toEqual(flat.map((e) => [e.namespace, e.key, e.value]).sort());
      }),
    );
    expect(nestResources([{ namespace: 'app', key: 'a.b', value: '' }])).toEqual({});
  });
});
