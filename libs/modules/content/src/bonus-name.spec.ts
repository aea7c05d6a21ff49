import * as v from 'valibot';
import { bonusNameSchema } from './bonus-name';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(bonusNameSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const bonus = { bonusId: 'FB-1001', originalName: 'FREEBET_REG_20', namePl: 'Freebet 20 zł na start' };

describe('bonus name schema', () => {
  it('accepts a Polish name alone, active by default', () => {
    expect(v.parse(bonusNameSchema, bonus)).toMatchObject({ isActive: true });
    expect(issuesOf({ ...bonus, nameEn: 'Free bet 20 PLN', nameUk: 'Фрибет 20 злотих' })).toEqual({});
  });

  it('needs the bonus id, its original name and the Polish name', () => {
    expect(issuesOf({ nameEn: 'Free bet' })).toEqual({
      bonusId: ['Bonus id is required!'],
      originalName: ['Original name is required!'],
      namePl: ['Displayed name (pl) is required!'],
    });
  });

  it('takes an id of letters, digits, - and _, and bounded names', () => {
    expect(issuesOf({ ...bonus, bonusId: 'FB 1001' })).toEqual({ bonusId: ['must be a valid id!'] });
    expect(issuesOf({ ...bonus, nameEn: 'x'.repeat(201) })).toEqual({ nameEn: ['must be shorter than 201 characters!'] });
    expect(v.safeParse(bonusNameSchema, { ...bonus, nameDe: 'Gratiswette' }).success).toBe(false);
  });
});
