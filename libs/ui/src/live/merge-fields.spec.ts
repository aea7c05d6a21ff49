import { mergeFields } from './merge-fields';

describe('mergeFields', () => {
  it('lists the differing leaves of nested objects, lists whole, bookkeeping left out; keeps what the user changed', () => {
    const base = { version: 1, config: { hero: { headline: 'A', sub: 'x' }, items: [1] }, name: '' };
    const mine = { version: 1, config: { hero: { headline: 'Mine', sub: 'x' }, items: [1] }, name: null };
    const theirs = { version: 2, config: { hero: { headline: 'Theirs', sub: 'y' }, items: [1, 2] }, name: undefined };
    expect(mergeFields(base, mine, theirs, ['version', 'config', 'name'])).toEqual([
      { name: 'config.hero.headline', mine: 'Mine', theirs: 'Theirs', changedByMe: true },
      { name: 'config.hero.sub', mine: 'x', theirs: 'y', changedByMe: false },
      { name: 'config.items', mine: [1], theirs: [1, 2], changedByMe: false },
    ]);
  });
});
