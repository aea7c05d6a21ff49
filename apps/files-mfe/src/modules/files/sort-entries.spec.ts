import type { FileEntry } from '@backoffice/validation';
import { matchesAccept, sortEntries } from './sort-entries';

const file = (name: string, updatedAt: string, contentType = 'image/png'): FileEntry => ({ id: `f/${name}`, name, isDir: false, link: `/files/f/${name}`, contentType, size: 1, updatedAt });
const dir = (name: string): FileEntry => ({ id: `f/${name}`, name, isDir: true, link: '', contentType: null, size: 0, updatedAt: '2020-01-01T00:00:00Z' });

const entries = [file('b.png', '2026-01-02T00:00:00Z'), dir('zeta'), file('a10.png', '2026-01-03T00:00:00Z'), file('a2.png', '2026-01-01T00:00:00Z'), dir('alpha')];

describe('sortEntries', () => {
  it('puts folders first, then the newest files (the default)', () => {
    expect(sortEntries(entries, 'date').map((e) => e.name)).toEqual(['alpha', 'zeta', 'a10.png', 'b.png', 'a2.png']);
  });
  it('sorts by name naturally', () => {
    expect(sortEntries(entries, 'name').map((e) => e.name)).toEqual(['alpha', 'zeta', 'a2.png', 'a10.png', 'b.png']);
  });
});

describe('matchesAccept', () => {
  it('filters files by type or extension and keeps folders', () => {
    expect(matchesAccept(file('a.png', ''), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.pdf', '', 'application/pdf'), 'image/*')).toBe(false);
    expect(matchesAccept(file('a.pdf', '', 'application/pdf'), '.pdf,image/*')).toBe(true);
    expect(matchesAccept(dir('x'), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.pdf', '', 'application/pdf'), undefined)).toBe(true);
  });
});
