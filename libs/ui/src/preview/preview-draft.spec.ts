import { act, renderHook } from '@testing-library/react';
import { openPreview, previewUrl, readPreviewDraft, usePreviewDraft, writePreviewDraft } from './preview-draft';

beforeEach(() => localStorage.clear());

describe('preview drafts', () => {
  it('opens the preview in a new tab with the draft named in its URL', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const id = openPreview('/messages/preview', { name: 'Bonus' });
    expect(open).toHaveBeenCalledWith(previewUrl('/messages/preview', id), '_blank', 'noopener');
    expect(readPreviewDraft(id)).toEqual({ name: 'Bonus' });
  });

  it('follows later writes of the same draft from the other tab', () => {
    const id = writePreviewDraft({ name: 'A' });
    const { result } = renderHook(() => usePreviewDraft<{ name: string }>(`?draft=${id}`));
    expect(result.current).toEqual({ name: 'A' });
    act(() => {
      writePreviewDraft({ name: 'B' }, id);
      window.dispatchEvent(new StorageEvent('storage', { key: `preview-draft:${id}` }));
    });
    expect(result.current).toEqual({ name: 'B' });
  });

  it('has nothing for a URL without a draft or with a stale one, and sweeps drafts older than a day', () => {
    expect(renderHook(() => usePreviewDraft('')).result.current).toBeUndefined();
    expect(renderHook(() => usePreviewDraft('?draft=gone')).result.current).toBeUndefined();
    localStorage.setItem('preview-draft:old', JSON.stringify({ at: Date.now() - 2 * 24 * 3600 * 1000, values: 1 }));
    writePreviewDraft({});
    expect(localStorage.getItem('preview-draft:old')).toBeNull();
  });
});
