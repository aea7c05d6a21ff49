import { formatDateTime } from '@backoffice/validation';
import { fieldLabel, valueText } from './HistoryChanges';

describe('valueText (history staff can read)', () => {
  it('writes timestamps in the one date format, lists as their items and rows as labelled values, never JSON', () => {
    expect(valueText('2026-11-26T08:00:00.000Z')).toBe(formatDateTime('2026-11-26T08:00:00.000Z'));
    expect(valueText([{ step: 'Zbuduj kupon.' }, { step: 'Odbierz freebet.' }])).toBe('Zbuduj kupon.; Odbierz freebet.');
    expect(valueText([{ key: 'pl', value: 'Piłka' }])).toBe('Key: pl, Value: Piłka');
    expect(valueText([])).toBe('—');
    expect(valueText('2026 plan')).toBe('2026 plan');
    expect(valueText(true)).toBe('Yes');
  });
});

describe('fieldLabel (per-language fields read as words, not "Pl title")', () => {
  it('names the language of a flattened field and keeps paths readable', () => {
    expect(fieldLabel('pl_title')).toBe('Title (Polish)');
    expect(fieldLabel('en_imageAltText')).toBe('Image alt text (English)');
    expect(fieldLabel('config.hero.headline')).toBe('Config › Hero › Headline');
    expect(fieldLabel('subBannerName')).toBe('Sub banner name');
  });
});
