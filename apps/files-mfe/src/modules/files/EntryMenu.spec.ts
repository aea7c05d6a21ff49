import type { FileEntry } from '@backoffice/validation';
import { entryActions } from './EntryMenu';

const entry = (id: string, isDir: boolean): FileEntry => ({ id, name: id.split('/').pop()!, isDir, link: isDir ? '' : `/files/${id}`, contentType: null, size: 0, updatedAt: '' });
const labels = (e: FileEntry) => entryActions(e).map(([, label]) => label);

describe('entry actions', () => {
  it('offers copy link for files only', () => {
    expect(labels(entry('banners/a.png', false))).toEqual(['Open', 'Copy link', 'Rename', 'Delete', 'Info']);
    expect(labels(entry('banners/2026', true))).toEqual(['Open', 'Rename', 'Delete', 'Info']);
  });
  it('never offers to rename or delete a standard folder', () => {
    expect(labels(entry('banners', true))).toEqual(['Open', 'Info']);
    expect(labels(entry('registration-method-banners/desktopV2', true))).toEqual(['Open', 'Info']);
  });
});
