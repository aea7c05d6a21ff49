import type { FileEntry } from '@backoffice/validation';
import { closedModal, modalReducer, type ModalEvent, type ModalState } from './modal-machine';

const entry: FileEntry = { id: 'banners/a.png', name: 'a.png', isDir: false, link: '/files/banners/a.png', contentType: 'image/png', size: 1, updatedAt: '2026-01-01T00:00:00Z' };
const pending = [{ file: new File(['x'], 'a.png'), folder: 'banners' }];

const opens: [ModalEvent, ModalState['kind']][] = [
  [{ type: 'open_create_folder' }, 'create_folder'],
  [{ type: 'open_rename', entry }, 'rename'],
  [{ type: 'open_delete', entries: [entry] }, 'delete'],
  [{ type: 'open_replace', files: pending, batch: false }, 'replace'],
  [{ type: 'open_info', entry }, 'info'],
];

describe('file manager modal machine', () => {
  it.each(opens)('opens %j from none', (event, kind) => {
    expect(modalReducer(closedModal, event).kind).toBe(kind);
  });

  it('closes from every state back to none', () => {
    for (const [event] of opens) expect(modalReducer(modalReducer(closedModal, event), { type: 'close' })).toBe(closedModal);
  });

  it('never stacks modals: an open modal ignores other open events', () => {
    const renaming = modalReducer(closedModal, { type: 'open_rename', entry });
    for (const [event] of opens) expect(modalReducer(renaming, event)).toBe(renaming);
  });

  it('lets a finished upload raise replace over the info panel only', () => {
    const info = modalReducer(closedModal, { type: 'open_info', entry });
    expect(modalReducer(info, { type: 'open_replace', files: pending, batch: true })).toEqual({ kind: 'replace', files: pending, batch: true });
    const deleting = modalReducer(closedModal, { type: 'open_delete', entries: [entry] });
    expect(modalReducer(deleting, { type: 'open_replace', files: pending, batch: true })).toBe(deleting);
  });

  it('does not open delete or replace with nothing in them', () => {
    expect(modalReducer(closedModal, { type: 'open_delete', entries: [] })).toBe(closedModal);
    expect(modalReducer(closedModal, { type: 'open_replace', files: [], batch: true })).toBe(closedModal);
  });

  it('replaces the delete or rename modal by the in-use warning, and never opens it over others or without records', () => {
    const usedBy = [{ path: 'banners/a.png', module: 'landing', moduleLabel: 'Landing page', id: 1, name: 'summer' }];
    const warn: ModalEvent = { type: 'open_in_use', usedBy, change: { action: 'delete', entries: [entry] } };
    const deleting = modalReducer(closedModal, { type: 'open_delete', entries: [entry] });
    expect(modalReducer(deleting, warn)).toEqual({ kind: 'in_use', usedBy, change: { action: 'delete', entries: [entry] } });
    expect(modalReducer(modalReducer(closedModal, { type: 'open_rename', entry }), warn).kind).toBe('in_use');
    expect(modalReducer(closedModal, warn).kind).toBe('in_use');
    const info = modalReducer(closedModal, { type: 'open_info', entry });
    expect(modalReducer(info, warn)).toBe(info);
    expect(modalReducer(deleting, { ...warn, usedBy: [] })).toBe(deleting);
  });
});
