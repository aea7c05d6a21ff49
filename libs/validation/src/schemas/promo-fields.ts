// Fields the promotional surfaces of the site share (hot banners, banners, placements): a link to the site, an
// optional window of dates and a sort order, each with the spec's messages.
import * as v from 'valibot';
import { labelled, maxValue, minValue, optionalString, requiredNumber } from '../helpers';
import { messages, URL_PATTERN } from '../messages';

/** A site address: a path of the public site (/promocje/...) or a full http(s) link. */
export const isSiteLink = (s: string) => /^\/[^\s"'<>]*$/.test(s) || URL_PATTERN.test(s);

/** The link rule of a field: empty is left to "required", anything else must be a site link → "must be a valid url!". */
export const siteLink = () => v.check<string, string>((s) => s.trim() === '' || isSiteLink(s), messages.invalid('url'));

/** The years a stored date may fall in: a year before is a typing slip (0001 read as 2001 by the database). */
const DATE_YEARS = { from: 1970, till: 9999 } as const;
const DATE_YEARS_MESSAGE = `must be a date between ${DATE_YEARS.from} and ${DATE_YEARS.till}!`;
/** A date-time whose year (its first four digits) is 1970 … 9999; other text is left to the date check's message. */
const SANE_YEAR = /^(?:19[7-9]\d|[2-9]\d{3})-|^(?!\d{4}-)/;

/** An optional ISO date-time (from / till of a window); an empty one is stored as no date (null), never as ''. */
export const optionalDateTime = () =>
  v.pipe(optionalString(v.isoTimestamp(messages.invalid('date')), v.regex(SANE_YEAR, DATE_YEARS_MESSAGE)), v.transform((value) => (value === '' ? null : value)));

/** The optional From / Till window of a record; its object's pipe adds tillAfterFrom('dateFrom', 'dateTill'). */
export const dateWindowFields = () => ({ dateFrom: labelled('From', optionalDateTime()), dateTill: labelled('Till', optionalDateTime()) });

/** The active switch of a record: on unless it is sent off. */
export const activeField = () => labelled('Active', v.optional(v.boolean(), true));

/** The position among its kind on the site: a whole number 0 … 1 000 000. */
export const sortOrderField = () =>
  requiredNumber('Sort order', v.integer(messages.invalid('integer')), minValue(0), maxValue(1_000_000));

/** The message of a till date that is not after its from date (the special categories' text). */
export const TILL_AFTER_FROM = 'must be after the start date!';

/**
 * The window rule of a record, checked once its two dates are valid: till after from when both are set →
 * TILL_AFTER_FROM on the till field. `v.pipe(v.strictObject({ … }), tillAfterFrom('validFrom', 'validTill'))`
 */
export function tillAfterFrom<TRecord extends Record<string, unknown>>(from: keyof TRecord & string, till: keyof TRecord & string): v.PipeItem<TRecord, TRecord, v.BaseIssue<unknown>> {
  const date = (value: unknown) => (typeof value === 'string' && value !== '' ? Date.parse(value) : undefined);
  const before = (window: Record<string, unknown>) => {
    const [start, end] = [date(window[from]), date(window[till])];
    return start === undefined || end === undefined || start < end;
  };
  // valibot types paths from literal keys; these are the record's own keys, known only to the caller.
  return v.forward(v.partialCheck([[from], [till]] as never, before, TILL_AFTER_FROM), [till] as never) as unknown as v.PipeItem<TRecord, TRecord, v.BaseIssue<unknown>>;
}

/** The status tabs of a list whose records have an active flag only. */
export const ACTIVE_INACTIVE_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'In-Active' },
];

/** The status tabs of the promotional lists: derived from the active flag and the dates. */
export const ACTIVE_INACTIVE_EXPIRED_TABS = [...ACTIVE_INACTIVE_TABS, { value: 'expired', label: 'Expired' }];

/** Promo codes are typed by players at registration: letters and digits, upper case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]+$/;
