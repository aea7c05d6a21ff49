// Hands a form's unsaved values to its preview screen, which opens in a new tab outside the layout.
// The values travel through localStorage under a random key named in the preview's URL; the form rewrites the
// same key on every change while the tab is open, so the preview follows the typing (a storage event).
import { useEffect, useState } from 'react';

const PREFIX = 'preview-draft:';
/** Drafts older than this are swept when a new one is written: a closed preview tab leaves nothing behind. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored<T> {
  at: number;
  values: T;
  /** Whether the form's values differ from what is saved (false: a saved record previewed from its form). */
  unsaved?: boolean;
}

function sweep(): void {
  const now = Date.now();
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      if (now - (JSON.parse(localStorage.getItem(key) ?? '') as Stored<unknown>).at > MAX_AGE_MS) localStorage.removeItem(key);
    } catch {
      localStorage.removeItem(key);
    }
  }
}

// Not crypto.randomUUID: it exists only in secure contexts, and staff may reach the app over plain http.
const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Writes a draft under `id` (a new random id when left out) and returns the id; `unsaved` false when it equals the saved record. */
export function writePreviewDraft<T>(values: T, id: string = newId(), unsaved = true): string {
  sweep();
  localStorage.setItem(PREFIX + id, JSON.stringify({ at: Date.now(), values, unsaved } satisfies Stored<T>));
  return id;
}

/** Whether the draft `id` holds changes the form has not saved (a draft written without saying counts as unsaved). */
export function isPreviewDraftUnsaved(id: string): boolean {
  try {
    return (JSON.parse(localStorage.getItem(PREFIX + id) ?? '{}') as Partial<Stored<unknown>>).unsaved !== false;
  } catch {
    return true;
  }
}

/** The draft stored under `id`, or undefined when there is none (expired, another browser, a stale link). */
export function readPreviewDraft<T>(id: string): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + id);
    return raw ? (JSON.parse(raw) as Stored<T>).values : undefined;
  } catch {
    return undefined;
  }
}

/** The URL of a preview screen showing the draft `id`, e.g. previewUrl('/messages/preview', id). */
export function previewUrl(path: string, draftId: string): string {
  return `${path}?draft=${encodeURIComponent(draftId)}`;
}

/**
 * Opens the preview of unsaved values in a new tab and returns the draft id; call `writePreviewDraft(values, id)`
 * again on later changes and the open preview follows them.
 * @example const id = openPreview('/promotion/preview', values)
 */
export function openPreview<T>(path: string, values: T, id?: string, unsaved = true): string {
  const draftId = writePreviewDraft(values, id, unsaved);
  window.open(previewUrl(path, draftId), '_blank', 'noopener');
  return draftId;
}

/**
 * In a preview screen: the draft named by `?draft=` in the URL, kept current as the form in the other tab writes
 * it again; undefined when the URL names none or it is gone.
 */
export function usePreviewDraft<T>(search: string = window.location.search): T | undefined {
  const id = new URLSearchParams(search).get('draft');
  const [values, setValues] = useState<T | undefined>(() => (id ? readPreviewDraft<T>(id) : undefined));
  useEffect(() => {
    if (!id) return undefined;
    setValues(readPreviewDraft<T>(id));
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREFIX + id) setValues(readPreviewDraft<T>(id));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [id]);
  return values;
}
