import * as v from 'valibot';
import { issuesToErrorMessages } from '@backoffice/validation';
import { categoryIdParams } from '@backoffice/validation';
import { categoryImageSchema } from './category-image';

const errors = (input: unknown) => {
  const result = v.safeParse(categoryImageSchema, input);
  return result.success ? {} : issuesToErrorMessages(result.issues);
};

describe('category image schema', () => {
  it('needs the category id and the event id', () => {
    expect(errors({})).toEqual({ categoryId: ['Category id is required!'], eventId: ['Event id is required!'] });
  });

  it('takes ids typed as text, with the looked-up name and additional data optional', () => {
    expect(v.parse(categoryImageSchema, { categoryId: '101', eventId: '5501234' })).toEqual({
      categoryId: 101, eventId: 5501234, additionalData: { disableNoFollow: false }, isActive: true,
    });
    const full = { categoryId: 101, eventId: 7, categoryName: 'Piłka nożna › Ekstraklasa', additionalData: { backgroundURL: '/files/category-images/tlo.png', eventName: 'Legia – Lech', disableNoFollow: true }, isActive: false };
    expect(v.parse(categoryImageSchema, full)).toEqual(full);
  });

  it('refuses ids that are not positive whole numbers, foreign links and unknown fields', () => {
    expect(errors({ categoryId: '0', eventId: '1.5' })).toEqual({ categoryId: ['must be greater than or equal to 1!'], eventId: ['must be a valid integer!'] });
    expect(errors({ categoryId: 'abc', eventId: 2 ** 31 })).toEqual({ categoryId: ['must be a valid number!'], eventId: ['must be less than or equal to 2147483647!'] });
    expect(errors({ categoryId: 1, eventId: 1, additionalData: { backgroundURL: 'javascript:alert(1)' } })).toEqual({ 'additionalData.backgroundURL': ['must be a valid file link!'] });
    expect(Object.keys(errors({ categoryId: 1, eventId: 1, additionalData: { extra: 1 } }))).toEqual(['additionalData.extra']);
  });

  it('reads the lookup id from the path', () => {
    expect(v.parse(categoryIdParams, { categoryId: '101' })).toEqual({ categoryId: 101 });
    for (const categoryId of ['0', '-1', 'abc', '99999999999', '2147483648']) expect(v.safeParse(categoryIdParams, { categoryId }).success).toBe(false);
  });
});
