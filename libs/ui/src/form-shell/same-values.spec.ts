import { sameValues } from './same-values';

describe('sameValues', () => {
  it('treats equal content as the same, whatever the references and key order', () => {
    expect(sameValues({ screens: [{ key: 'desktop', value: 'top' }] }, { screens: [{ value: 'top', key: 'desktop' }] })).toBe(true);
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('tells a changed, added or removed item apart', () => {
    expect(sameValues({ screens: [{ key: 'desktop' }] }, { screens: [{ key: 'mobile' }] })).toBe(false);
    expect(sameValues({ screens: [{ key: 'desktop' }] }, { screens: [{ key: 'desktop' }, { key: 'mobile' }] })).toBe(false);
    expect(sameValues({ tags: ['a'] }, { tags: 'a' })).toBe(false);
    expect(sameValues({ n: 1 }, { n: '1' })).toBe(false);
  });
});
