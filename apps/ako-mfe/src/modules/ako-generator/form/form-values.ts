import * as v from 'valibot';
import { akoCouponSchema, parseAmount, type AkoCoupon, type AkoCouponInput } from '@backoffice/validation';

/** What a fresh form holds: one empty bet row, since a coupon needs at least one. */
export function emptyAkoValues(): AkoCouponInput {
  return { bets: [{ name: '', description: '', value: '' }], couponDescription: '' };
}

/** The coupon the current values describe, or null while the form is invalid. */
export function couponFrom(values: AkoCouponInput): AkoCoupon | null {
  const result = v.safeParse(akoCouponSchema, values);
  return result.success ? result.output : null;
}

/**
 * A stable fingerprint of the coupon the values describe ("12,5" and "12.5" are the same coupon), so the
 * page can tell whether the previewed image still matches the form.
 */
export function couponKey(coupon: AkoCoupon | null): string | null {
  return coupon ? JSON.stringify(coupon) : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Winnings staff would compute by hand: stake × course, plus the AKO bonus when it is filled. */
export function suggestedWinnings(values: AkoCouponInput): number | undefined {
  const stake = parseAmount(values.stake);
  const course = parseAmount(values.course);
  if (!Number.isFinite(stake) || !Number.isFinite(course)) return undefined;
  const bonus = parseAmount(values.akoBonus);
  return round2(stake * course + (Number.isFinite(bonus) ? bonus : 0));
}

/** The AKO bonus as the percentage of stake × course. */
export function suggestedAkoBonus(values: AkoCouponInput): number | undefined {
  const stake = parseAmount(values.stake);
  const course = parseAmount(values.course);
  const percent = parseAmount(values.akoPercent);
  if (![stake, course, percent].every(Number.isFinite)) return undefined;
  return round2((stake * course * percent) / 100);
}

/** Amounts go back into text fields with a Polish decimal comma, as staff type them. */
export function amountText(n: number): string {
  return n.toFixed(2).replace('.', ',');
}

/**
 * A plain number typed with a decimal point, rewritten with the Polish comma the coupon prints ("2.10" → "2,10"),
 * so the form shows numbers as the image will. Anything else is left as typed.
 */
export function withDecimalComma(text: string): string {
  return /^\s*\d+\.\d+\s*$/.test(text) ? text.trim().replace('.', ',') : text;
}

/** True when anything was typed or picked, so clearing would lose work. */
export function hasData(values: AkoCouponInput): boolean {
  const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
  const { bets = [], couponDescription = '', ...rest } = values;
  return (
    bets.length !== 1 ||
    bets.some((bet) => Object.values(bet ?? {}).some(filled)) ||
    couponDescription.replace(/<[^>]*>/g, '').trim() !== '' ||
    Object.values(rest).some(filled)
  );
}
