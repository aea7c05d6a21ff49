import * as v from 'valibot';
import fc from 'fast-check';
import { errorMessagesToFormErrors, issuesToErrorMessages, toFieldValidate, toFinalFormValidate } from './form-adapter';
import { maxItems, minItems, requiredString } from './helpers';

const coupon = v.object({
  title: requiredString('Title'),
  bets: v.pipe(v.array(v.object({ name: requiredString('Name'), value: requiredString('Value') })), minItems(1), maxItems(5)),
  meta: v.object({ link: requiredString('Link') }),
});

describe('toFinalFormValidate', () => {
  const validate = toFinalFormValidate(coupon);

  it('returns nothing for valid values', () => {
    expect(validate({ title: 'A', bets: [{ name: 'n', value: 'v' }], meta: { link: 'l' } })).toEqual({});
  });

  it('nests errors like the values, arrays included, first message per field', () => {
    const errors = validate({ title: '', bets: [{ name: 'n', value: '' }, { name: '', value: 'v' }], meta: {} });
    expect(errors).toEqual({
      title: 'Title is required!',
      bets: [{ value: 'Value is required!' }, { name: 'Name is required!' }],
      meta: { link: 'Link is required!' },
    });
  });

  it('reports list-level rules on the list itself', () => {
    expect(validate({ title: 'x', bets: [], meta: { link: 'l' } })).toEqual({ bets: 'must contain minimum 1 items!' });
  });

  it('never throws, whatever the values', () => {
    fc.assert(fc.property(fc.anything(), (values) => {
      expect(typeof validate(values as object)).toBe('object');
    }));
  });
});

describe('toFieldValidate', () => {
  it('gives the first message or undefined', () => {
    const validate = toFieldValidate(requiredString('Title'));
    expect(validate('')).toBe('Title is required!');
    expect(validate('ok')).toBeUndefined();
  });
});

describe('server errorMessages', () => {
  it('map back into nested form errors', () => {
    expect(errorMessagesToFormErrors({ 'config.affiliateLink.username': ['Username is required!', 'other'], 'bets.1.name': ['x'] }))
      .toEqual({ config: { affiliateLink: { username: 'Username is required!' } }, bets: [undefined, { name: 'x' }] });
  });
  it('issues group by dot path without duplicates', () => {
    const result = v.safeParse(coupon, { title: '', bets: [], meta: { link: '' } });
    expect(result.success).toBe(false);
    expect(issuesToErrorMessages(result.issues ?? [])).toEqual({
      title: ['Title is required!'], bets: ['must contain minimum 1 items!'], 'meta.link': ['Link is required!'],
    });
  });
});

describe('messages a user can cause', () => {
  it('an emptied required field says "is required!", never valibot\'s "Invalid key"', () => {
    const schema = v.strictObject({ defaultHeadline: v.pipe(v.string('Default headline is required!'), v.nonEmpty('Default headline is required!')) });
    expect(toFinalFormValidate(schema)({})).toEqual({ defaultHeadline: 'is required!' });
  });

  it('a field named like an Object member is an ordinary key', () => {
    const schema = v.strictObject({ name: v.string() });
    expect(issuesToErrorMessages(v.safeParse(schema, { name: 'x', constructor: 1 }).issues ?? [])).toEqual({ constructor: ['is not allowed!'] });
  });
});
