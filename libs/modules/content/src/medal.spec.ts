import * as v from 'valibot';
import { issuesToErrorMessages } from '@backoffice/validation';
import { medalSchema } from './medal';

const errors = (input: unknown) => {
  const result = v.safeParse(medalSchema, input);
  return result.success ? {} : issuesToErrorMessages(result.issues);
};
const valid = { medalKey: 'first-win', namePl: 'Pierwsza wygrana', rule: 'Wygraj kupon.', imageUrl: '/files/medals/first-win.png', sortOrder: '2' };

describe('medal schema', () => {
  it('needs the key, the Polish name, the rule, the image and the sort order', () => {
    expect(errors({})).toEqual({
      medalKey: ['Key is required!'],
      namePl: ['Polish name is required!'],
      rule: ['Rule is required!'],
      imageUrl: ['Image is required!'],
      sortOrder: ['Sort order is required!'],
    });
  });

  it('accepts a medal with only Polish texts, active by default, the sort order as a number', () => {
    expect(v.parse(medalSchema, valid)).toEqual({ ...valid, sortOrder: 2, isActive: true });
  });

  it('keeps keys to lowercase words joined by hyphens, and the texts to their lengths', () => {
    for (const medalKey of ['First-Win', 'first_win', '-first', 'first--win', 'pierwsza wygrana']) {
      expect(errors({ ...valid, medalKey })).toEqual({ medalKey: ['must be a valid key!'] });
    }
    expect(errors({ ...valid, nameEn: 'x'.repeat(61), descriptionUk: 'x'.repeat(301) })).toEqual({
      nameEn: ['must be shorter than 61 characters!'],
      descriptionUk: ['must be shorter than 301 characters!'],
    });
    expect(errors({ ...valid, sortOrder: -1 })).toEqual({ sortOrder: ['must be greater than or equal to 0!'] });
  });
});
