// Small statistics helpers shared by the bench sections.
export const median = (values) => percentile(values, 50);

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const ms = (value) => value.toFixed(0);

/** value / floor as "1.23 ×", or "–" when there is no floor. */
export const ratio = (value, floor) => (floor ? `${(value / floor).toFixed(2)} ×` : '–');

/** The median of `floorTimes` and the ratio of `times` to it, "123 ms, 1.10 ×", or "not built" without a floor. */
export const besideFloor = (times, floorTimes) =>
  (floorTimes.length ? `${ms(median(floorTimes))} ms, ${ratio(median(times), median(floorTimes))}` : 'not built');
