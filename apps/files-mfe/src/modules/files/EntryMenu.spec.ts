import type { FileEntry } from '@backoffice/validation';
import { entryActions } from './EntryMenu';

const entry = (id: string, isDir: boolean): FileEntry => ({ id, name: id.split('/').pop()!, isDir, link: isDir ? '' : `/files/${id}`, contentType: null, size: 0, updatedAt: '' });
const ALL = { create: true, upload: true, replace: true, update: true, delete: true };
const NONE = { create: false, upload: false, replace: false, update: false, delete: false };
const labels = (e: FileEntry, can = ALL) => entryActions(e, can).map(([, label]) => label);

describe('entry actions', () => {
  it('offers copy link for files only, and Move to… beside Rename', () => {
    expect(labels(entry('banners/a.png', false))).toEqual(['Open', 'Copy link', 'Rename', 'Move to…', 'Delete', 'Info']);
    expect(labels(entry('banners/2026', true))).toEqual(['Open', 'Rename', 'Move to…', 'Delete', 'Info']);
  });
  it('never offers to rename, move or delete a standard folder', () => {
    expect(labels(entry('banners', true))).toEqual(['Open', 'Info']);
    expect(labels(entry('registration-method-banners/desktopV2', true))).toEqual(['Open', 'Info']);
  });
  it('offers only what the permissions allow: rename and move need files.update, delete files.delete', () => {
    expect(labels(entry('banners/a.png', false), NONE)).toEqual(['Open', 'Copy link', 'Info']);
    expect(labels(entry('banners/a.png', false), { ...NONE, update: true })).toEqual(['Open', 'Copy link', 'Rename', 'Move to…', 'Info']);
    expect(labels(entry('banners/a.png', false), { ...NONE, delete: true })).toEqual(['Open', 'Copy link', 'Delete', 'Info']);
  });
});
