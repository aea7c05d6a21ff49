// The "checked as typed" rule of a unique field (a slug, a code): a field-level async validator that asks the server
// once the user pauses. final-form keeps only the answer for the latest value, and a submit waits for a pending one.

export interface AvailabilityOptions {
  /** Whether the value is free (the record's own value counts as free). */
  isAvailable: (value: string) => Promise<boolean>;
  /** The field's message when another record has the value. */
  takenText: string;
  /** Only values worth asking about (filled, well-formed); the schema's own message covers the rest. */
  lookupWhen?: (value: string) => boolean;
  debounceMs: number;
}

/**
 * A validator for `useField(name, { validate })`: undefined (free, or not asked), the taken text, or a promise of one.
 * Answers are remembered per value, so other fields' changes (which re-run every validator) ask nothing new; a
 * failed lookup says nothing and leaves the decision to the server's 409.
 * @example useField('slug', { validate: availabilityValidator({ isAvailable, takenText: SLUG_TAKEN, debounceMs: 500 }) })
 */
export function availabilityValidator({ isAvailable, takenText, lookupWhen = () => true, debounceMs }: AvailabilityOptions) {
  const known = new Map<string, boolean>();
  const pending = new Map<string, Promise<string | undefined>>();
  let latest = '';
  const answer = (free: boolean | undefined) => (free === false ? takenText : undefined);

  return (value: unknown): string | undefined | Promise<string | undefined> => {
    const text = typeof value === 'string' ? value.trim() : '';
    latest = text;
    if (text === '' || !lookupWhen(text)) return undefined;
    if (known.has(text)) return answer(known.get(text));
    const waiting = pending.get(text);
    if (waiting) return waiting;
    const lookup = new Promise((resolve) => setTimeout(resolve, debounceMs)).then(async () => {
      // Typed on meanwhile: this value's answer would be dropped anyway, so do not ask.
      if (latest !== text) return undefined;
      try {
        const free = await isAvailable(text);
        known.set(text, free);
        return answer(free);
      } catch {
        return undefined;
      } finally {
        pending.delete(text);
      }
    });
    pending.set(text, lookup);
    return lookup;
  };
}
