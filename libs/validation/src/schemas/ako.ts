// Entity schema: the AKO (accumulator bet) coupon that the Ako Generator turns into an image.
import * as v from 'valibot';
import { integer, maxLength, string } from '../helpers';
import { messages } from '../messages';

/** The spec: an AKO coupon holds 1 to 5 bet rows. */
export const AKO_MIN_BETS = 1;
export const AKO_MAX_BETS = 5;

/** Upper bounds keep the generated image readable; the layout still wraps and shrinks inside them. */
/** Amounts above this are typing mistakes, and they would not fit the image's summary line. */
export const AKO_MAX_AMOUNT = 1_000_000_000;

/** The most characters each text may have (docs/decisions.md): exactly this many are accepted, one more is not. */
export const AKO_TEXT_LIMITS = { betName: 120, betDescription: 120, betValue: 20, couponDescription: 1000 } as const;

export interface SportCategory {
  id: number;
  /** Polish name, as printed on the coupon image. */
  name: string;
}

/** The 34 sport categories of the spec, in the spec's order, with the site's Polish names. */
export const SPORT_CATEGORIES: readonly SportCategory[] = [
  { id: 1, name: 'Piłka nożna' },
  { id: 2, name: 'Koszykówka' },
  { id: 3, name: 'Baseball' },
  { id: 4, name: 'Hokej na lodzie' },
  { id: 5, name: 'Tenis' },
  { id: 6, name: 'Piłka ręczna' },
  { id: 10, name: 'Siatkówka' },
  { id: 11, name: 'F1 / Sporty motorowe' },
  { id: 12, name: 'Rugby' },
  { id: 13, name: 'Futbol australijski' },
  { id: 16, name: 'Futbol amerykański' },
  { id: 17, name: 'Kolarstwo' },
  { id: 18, name: 'Promocje' },
  { id: 20, name: 'Tenis stołowy' },
  { id: 21, name: 'Krykiet' },
  { id: 22, name: 'Dart' },
  { id: 29, name: 'Futsal' },
  { id: 34, name: 'Siatkówka plażowa' },
  { id: 37, name: 'Squash' },
  { id: 4136, name: 'Szachy' },
  { id: 40, name: 'Boks' },
  { id: 41, name: 'MMA' },
  { id: 48, name: 'Skoki narciarskie' },
  { id: 61, name: 'Pesäpallo' },
  { id: 70, name: 'Counter Strike' },
  { id: 71, name: 'League of Legends' },
  { id: 72, name: 'Dota' },
  { id: 73, name: 'StarCraft' },
  { id: 77, name: 'Rainbow Six' },
  { id: 78, name: 'Rocket League' },
  { id: 11347, name: 'Valorant' },
  { id: 96, name: 'Piłka nożna 6-osobowa' },
  { id: 3181, name: 'Żużel' },
  { id: 2285, name: 'Rozrywka' },
];

const categoryById = new Map(SPORT_CATEGORIES.map((c) => [c.id, c]));

/** The category with this id, or undefined. */
export function findSportCategory(id: number | null | undefined): SportCategory | undefined {
  return id == null ? undefined : categoryById.get(id);
}

/** Field labels shared by the form and the messages ("Course is required!"). */
export const AKO_LABELS = {
  betName: 'Name',
  betDescription: 'Description',
  betValue: 'Value',
  course: 'Course',
  stake: 'Stake',
  winnings: 'Winnings',
  couponDescription: 'Coupon description',
  category: 'category',
  akoPercent: 'AKO percentage',
  akoBonus: 'AKO bonus',
} as const;

/**
 * Reads a number as staff type it: "12,50", "1 234.5" and 12.5 all count; anything else is NaN.
 * @example parseAmount('1 234,5') // 1234.5
 */
export function parseAmount(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  if (value == null) return Number.NaN;
  const normalised = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

// Final-form drops a cleared field's key, so every field is optional in shape with an empty default and
// "required" by a check: a missing key then answers the spec's message instead of valibot's "Invalid key"
// (and an optional entry without a default would be skipped altogether).
const isFilled = (value: string | number) => !(typeof value === 'string' && value.trim() === '');

/** A required text: missing and blank both answer "{label} is required!". */
const requiredText = (label: string, max: number) =>
  v.pipe(
    v.optional(string(messages.required(label)), ''),
    v.check<string, string>(isFilled, messages.required(label)),
    maxLength(max),
  );

/** A required number typed into a text field (string) or given as a number; output is the number. */
const requiredAmount = (label: string, min: number, max: number = AKO_MAX_AMOUNT) =>
  v.pipe(
    v.optional(v.union([string(), v.number()], messages.required(label)), ''),
    v.check<string | number, string>(isFilled, messages.required(label)),
    v.transform((value: string | number) => parseAmount(value)),
    v.check<number, string>((n) => Number.isFinite(n), messages.invalid('number')),
    // Range checks stay quiet on NaN: "must be a valid number!" already says what is wrong.
    v.check<number, string>((n) => Number.isNaN(n) || n >= min, messages.minValue(min)),
    v.check<number, string>((n) => Number.isNaN(n) || n <= max, messages.maxValue(max)),
  );

/** Rich-text HTML counts as filled only when it has visible text (an emptied editor leaves "<p></p>"). */
export function richTextHasContent(html: string): boolean {
  return visibleTextLength(html) > 0;
}

function visibleTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, '_')
    .trim().length;
}

export const akoBetSchema = v.object({
  name: requiredText(AKO_LABELS.betName, AKO_TEXT_LIMITS.betName),
  description: requiredText(AKO_LABELS.betDescription, AKO_TEXT_LIMITS.betDescription),
  value: requiredText(AKO_LABELS.betValue, AKO_TEXT_LIMITS.betValue),
});

/**
 * The Ako form: input is what the form holds (numbers may still be strings), output is the coupon
 * with numbers and the category's Polish name resolved from its id.
 */
export const akoCouponSchema = v.pipe(
  v.object({
    bets: v.pipe(
      v.optional(v.array(akoBetSchema, messages.minItems(AKO_MIN_BETS)), []),
      v.minLength(AKO_MIN_BETS, messages.minItems(AKO_MIN_BETS)),
      v.maxLength(AKO_MAX_BETS, messages.maxItems(AKO_MAX_BETS)),
    ),
    couponDescription: v.pipe(
      v.optional(string(messages.required(AKO_LABELS.couponDescription)), ''),
      v.check(richTextHasContent, messages.required(AKO_LABELS.couponDescription)),
      v.check(
        (html) => visibleTextLength(html) <= AKO_TEXT_LIMITS.couponDescription,
        // "shorter than" excludes the number it names, as the maxLength helper says it.
        messages.maxLength(AKO_TEXT_LIMITS.couponDescription + 1),
      ),
    ),
    course: requiredAmount(AKO_LABELS.course, 1),
    stake: requiredAmount(AKO_LABELS.stake, 0),
    winnings: requiredAmount(AKO_LABELS.winnings, 0),
    categoryId: v.pipe(
      v.nullish(integer(messages.select(AKO_LABELS.category)), null),
      v.check((id) => id != null && categoryById.has(id), messages.select(AKO_LABELS.category)),
      v.transform((id) => id as number),
    ),
    akoPercent: requiredAmount(AKO_LABELS.akoPercent, 0, 100),
    akoBonus: requiredAmount(AKO_LABELS.akoBonus, 0),
  }),
  v.transform((coupon) => ({ ...coupon, categoryName: categoryById.get(coupon.categoryId)?.name ?? '' })),
);

export type AkoBet = v.InferOutput<typeof akoBetSchema>;
/** What the Ako form holds while staff type. */
export type AkoCouponInput = v.InferInput<typeof akoCouponSchema>;
/** A valid coupon, ready to be drawn. */
export type AkoCoupon = v.InferOutput<typeof akoCouponSchema>;
