// The one list dialect of the product. A list screen asks with tab (status), search, sort, order, page, pageSize
// and the module's own filters; the API answers { items, total, page, pageSize }. The server engine parses the
// query with listQuerySchema(spec); the client resource sends toListQuery(params). Both import this file, and a
// contract test drives one against the other.
import * as v from 'valibot';
import { maxLength, string } from '../helpers';
import { messages } from '../messages';

export const LIST_ORDERS = ['asc', 'desc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** Page sizes a list offers, and the largest page the API serves (CSV export walks pages of it). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const LIST_MAX_PAGE_SIZE = 100;

export interface ListTab {
  value: string;
  label: string;
}

/** How a module's list may be asked for: part of its module definition. */
export interface ListSpec {
  /** The status tabs, in screen order; the first is the default unless `defaultTab` says otherwise. */
  tabs?: readonly ListTab[];
  defaultTab?: string;
  /** Whether the list has a search box (which fields it looks in is the server's business). */
  searchable?: boolean;
  /** Fields a header may sort by (besides `id`, `createdAt`, `updatedAt`, which always sort). */
  sortable?: readonly string[];
  defaultSort?: { field: string; order: ListOrder };
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** false when the list is shown whole (no pager): the client asks for the largest page. */
  paged?: boolean;
  /** Extra query parameters of the module (dates, types …): each arrives as text. */
  filters?: v.ObjectEntries;
  /**
   * The date filter (the spec's bet match): buttons All / Today / Tomorrow / Day After Tomorrow and a date picker,
   * sent as `date`; the list keeps the records whose `field` falls on that day of the site's time zone. `tabs`
   * limits where the screen offers it (default: every tab).
   */
  dateFilter?: { field: string; tabs?: readonly string[] };
}

/** The site's days are Polish days: "today" and a picked date are read in this time zone on both sides. */
export const SITE_TIME_ZONE = 'Europe/Warsaw';

/** The date filter's buttons, in screen order; a picked day travels as YYYY-MM-DD. */
export const DATE_FILTER_PRESETS = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'dayAfterTomorrow', label: 'Day After Tomorrow' },
] as const;
export type DateFilterPreset = (typeof DATE_FILTER_PRESETS)[number]['value'];

const PRESET_OFFSET: Record<string, number> = { today: 0, tomorrow: 1, dayAfterTomorrow: 2 };
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * The day a date filter value stands for (YYYY-MM-DD, in the site's time zone), or undefined for "all":
 * `dateFilterDay('tomorrow', now)` → '2026-03-11' when it is 10 March in Warsaw.
 */
export function dateFilterDay(value: string | undefined, now: Date, timeZone = SITE_TIME_ZONE): string | undefined {
  if (!value || value === 'all') return undefined;
  if (isIsoDay(value)) return value;
  const offset = PRESET_OFFSET[value];
  if (offset === undefined) return undefined;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The `date` query parameter of a list with a date filter: a preset or a calendar day. */
const dateFilterParam = () =>
  v.optional(
    v.pipe(
      string(),
      v.check((value) => DATE_FILTER_PRESETS.some((p) => p.value === value) || isIsoDay(value), messages.select('date')),
    ),
  );

/** The list state as the client sends it. */
export interface ListParams {
  status?: string;
  search?: string;
  sort?: string;
  order?: ListOrder;
  page?: number;
  pageSize?: number;
  /** The date filter (a list spec with `dateFilter`): 'today', 'tomorrow', 'dayAfterTomorrow' or YYYY-MM-DD. */
  date?: string;
  [filter: string]: string | number | boolean | undefined;
}

/** One page of a list, as the API answers it. */
export interface ListReply<T> {
  items: T[];
  /** Rows matching the filter across all pages (drives pagination). */
  total: number;
  page: number;
  pageSize: number;
}

/** Fields every resource can be sorted by, whatever its spec says. */
export const ALWAYS_SORTABLE = ['id', 'createdAt', 'updatedAt'] as const;

const queryInt = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(string(), String(fallback)),
    v.regex(/^\d{1,9}$/, messages.invalid('number')),
    v.transform(Number),
    v.minValue(min, messages.minValue(min)),
    v.maxValue(max, messages.maxValue(max)),
  );

export function defaultTabOf(spec: ListSpec): string | undefined {
  return spec.defaultTab ?? spec.tabs?.[0]?.value;
}

export function defaultPageSizeOf(spec: ListSpec): number {
  return spec.defaultPageSize ?? (spec.pageSizeOptions ?? PAGE_SIZE_OPTIONS)[0];
}

export function sortFieldsOf(spec: ListSpec): string[] {
  return [...new Set([...ALWAYS_SORTABLE, ...(spec.sortable ?? [])])];
}

/**
 * The query schema of one list: unknown parameters are refused like unknown body fields; a tab, sort or order the
 * list does not offer is a 400 naming the parameter. Example: `v.parse(listQuerySchema(spec), request.query)`.
 */
export function listQuerySchema(spec: ListSpec): v.GenericSchema<unknown, ListQuery> {
  const tabs = spec.tabs?.map((t) => t.value) ?? [];
  const sortFields = sortFieldsOf(spec);
  const defaultSort = spec.defaultSort ?? { field: 'id', order: 'desc' as const };
  const schema = v.strictObject({
    ...(tabs.length > 0 ? { status: v.optional(v.picklist(tabs, messages.select('status')), defaultTabOf(spec)) } : {}),
    search: v.optional(v.pipe(string(), v.trim(), maxLength(200))),
    sort: v.optional(v.picklist(sortFields, messages.select('sort')), defaultSort.field),
    order: v.optional(v.picklist(LIST_ORDERS, messages.select('order')), defaultSort.order),
    page: queryInt(1, 1, 1_000_000),
    pageSize: queryInt(defaultPageSizeOf(spec), 1, LIST_MAX_PAGE_SIZE),
    ...(spec.dateFilter ? { date: dateFilterParam() } : {}),
    ...spec.filters,
  });
  return schema as unknown as v.GenericSchema<unknown, ListQuery>;
}

export interface ListQuery {
  status?: string;
  search?: string;
  sort: string;
  order: ListOrder;
  page: number;
  pageSize: number;
  date?: string;
  [filter: string]: unknown;
}

/** The query string of a list request: empty values dropped, so `{ search: '' }` and `{}` ask the same. */
export function toListQuery(params: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query[name] = String(value);
  }
  return query;
}
