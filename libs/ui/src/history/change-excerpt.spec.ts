import { changeExcerpt } from './change-excerpt';

describe('changeExcerpt (History list: a change at the end of a long value is visible)', () => {
  const long = 'Odbierz freebet 50 zł za kupon AKO z minimum trzema zdarzeniami, ważne do';

  it('elides the long start both sides share and shows where they differ', () => {
    expect(changeExcerpt(`${long} 30.11`, `${long} 01.12`)).toEqual({ before: '…zdarzeniami, ważne do 30.11', after: '…zdarzeniami, ważne do 01.12' });
  });

  it('elides a long shared end too, keeping a little context on each side of the change, cut between words', () => {
    const tail = ' i odbierz nagrodę w ciągu siedmiu dni od rozliczenia kuponu.';
    const { before, after } = changeExcerpt(`${long} 30.11${tail}`, `${long} 01.12${tail}`);
    expect(before).toBe('…zdarzeniami, ważne do 30.11 i odbierz nagrodę…');
    expect(after).toBe('…zdarzeniami, ważne do 01.12 i odbierz nagrodę…');
  });

  it('shows values that share nothing whole (the cell wraps them), never cut at 40 characters', () => {
    const a = 'https://example.com/promocje/wielka-kumulacja-na-mundial-2026';
    const b = 'Zupełnie inny tekst, który jest dłuższy niż czterdzieści znaków';
    expect(changeExcerpt(a, b)).toEqual({ before: a, after: b });
  });

  it('shows short values whole, and reads values as the history does (dates, empty, yes/no)', () => {
    expect(changeExcerpt('Hokej', 'Hokej na lodzie')).toEqual({ before: 'Hokej', after: 'Hokej na lodzie' });
    expect(changeExcerpt(null, true)).toEqual({ before: '—', after: 'Yes' });
    expect(changeExcerpt(undefined, `${long} 30.11`)).toEqual({ before: '—', after: `${long} 30.11` });
  });

  it('does not split an emoji at a cut', () => {
    const shared = `${'x'.repeat(40)}😀ab`;
    const { before } = changeExcerpt(`${shared}1`, `${shared}2`);
    expect(before.startsWith('…')).toBe(true);
    expect([...before.slice(1)].every((char) => char !== '\uFFFD')).toBe(true);
    expect(before.endsWith('1')).toBe(true);
  });
});
