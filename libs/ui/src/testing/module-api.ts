// Spec helper: answers fetch as a module's API of the kit would, from a list of records.
import { mockFetch, type FakeReply, type FetchCall } from './fetch-mock';

/** A list page reply of the one list contract: `{ data: { items, total, page, pageSize } }`. */
export function listReply(items: readonly unknown[], page: { total?: number; page?: number; pageSize?: number } = {}): FakeReply {
  return { body: { data: { items, total: page.total ?? items.length, page: page.page ?? 1, pageSize: page.pageSize ?? 10 } } };
}

export interface ModuleApiOptions {
  /** The record's key field in its URL (default id): GET …/{key} answers the record with that key. */
  key?: string;
  /** An answer of the spec's own for a call (a side endpoint, an error); undefined leaves it to the defaults. */
  answer?: (call: FetchCall) => FakeReply | undefined;
}

/**
 * Replaces fetch with a module API over `items`: GET of one record (its key last in the path) answers that record,
 * any other GET the items as one list page, a write the first item merged with the body sent. Returns the calls.
 */
export function mockModuleApi(items: readonly object[], options: ModuleApiOptions = {}): FetchCall[] {
  const key = options.key ?? 'id';
  return mockFetch((call) => {
    const own = options.answer?.(call);
    if (own) return own;
    const last = decodeURIComponent(new URL(call.url, 'http://spec').pathname.split('/').pop() ?? '');
    const record = items.find((item) => String((item as Record<string, unknown>)[key]) === last);
    if (call.method === 'GET') return record ? { body: { data: record } } : listReply(items);
    return { body: { data: { ...(record ?? items[0]), ...(call.body as object | undefined) } } };
  });
}
