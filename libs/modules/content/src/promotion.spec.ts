import * as v from 'valibot';
import { PROMOTION_TEXT_FIELDS, promotionSchema } from './promotion';

const promotion = (extra: Record<string, unknown> = {}) => ({
  name: 'Freebet za kupon',
  pl_shortDescription: 'Postaw 3 kupony i odbierz freebet 20 zł',
  pl_longDescription: '<p>Postaw <strong>3 kupony</strong> po kursie min. 1.50.</p>',
  pl_wonInfo: 'Freebet 20 zł trafił na Twoje konto',
  bettingUrl: '/zaklady/pilka-nozna',
  requiredBetCount: '3',
  iconUrl: '/files/promotionParameterIcons/freebet-icon.png',
  imageUrl: '/files/promotions/freebet.png',
  rank: 1,
  startAt: '2026-11-01T10:00:00.000Z',
  endAt: '2026-12-01T10:00:00.000Z',
  config: { minimumOdds: '1.5' },
  ...extra,
});

const errors = (value: unknown) => {
  const result = v.safeParse(promotionSchema, value);
  // The first message of a field is the one the form shows.
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]).reverse());
};

describe('promotionSchema', () => {
  it('accepts a whole promotion, numbers typed as text converted', () => {
    const result = v.parse(promotionSchema, promotion());
    expect(result).toMatchObject({ requiredBetCount: 3, config: { minimumOdds: 1.5 } });
  });

  it('requires every listed field with the spec template', () => {
    expect(errors({ config: {} })).toEqual({
      name: 'Name is required!',
      pl_shortDescription: 'Short description is required!',
      pl_longDescription: 'Long description is required!',
      pl_wonInfo: 'Won info is required!',
      bettingUrl: 'Betting URL is required!',
      requiredBetCount: 'Required bet count is required!',
      iconUrl: 'Icon is required!',
      imageUrl: 'Image is required!',
      rank: 'Rank is required!',
      startAt: 'Start date is required!',
      endAt: 'End date is required!',
      'config.minimumOdds': 'Minimum odds is required!',
    });
  });

  it('takes an empty editor for an empty long description', () => {
    expect(errors(promotion({ pl_longDescription: '<p><br></p>' }))).toEqual({ pl_longDescription: 'Long description is required!' });
  });

  it('wants an optional language whole once one of its texts is typed', () => {
    expect(errors(promotion({ en_shortDescription: 'Free bet' }))).toEqual({
      en_longDescription: 'English long description is required!',
      en_wonInfo: 'English won info is required!',
    });
    const whole = Object.fromEntries(PROMOTION_TEXT_FIELDS.map((f) => [`uk_${f}`, f === 'longDescription' ? '<p>Текст</p>' : 'Текст']));
    expect(errors(promotion(whole))).toEqual({});
  });

  it('checks the link, the counts, the odds, the folders and the window', () => {
    expect(
      errors(promotion({ bettingUrl: 'javascript:alert(1)', requiredBetCount: 0, rank: 1.5, config: { minimumOdds: 1 }, endAt: '2026-10-01T10:00:00.000Z' })),
    ).toEqual({
      bettingUrl: 'must be a valid url!',
      requiredBetCount: 'must be greater than or equal to 1!',
      rank: 'must be a valid integer!',
      'config.minimumOdds': 'must be greater than or equal to 1.01!',
      endAt: 'must be after the start date!',
    });
    expect(errors(promotion({ config: { minimumOdds: 1.555 } }))).toEqual({ 'config.minimumOdds': 'must be a valid odds!' });
    expect(errors(promotion({ iconUrl: '/files/promotions/freebet.png' }))).toEqual({ iconUrl: 'The image must be stored in the promotionParameterIcons folder' });
    expect(errors(promotion({ extra: 1 }))).toHaveProperty('extra');
  });
});
