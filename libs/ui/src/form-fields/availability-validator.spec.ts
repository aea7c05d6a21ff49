import { availabilityValidator } from './availability-validator';

jest.useFakeTimers();

const TAKEN = 'Another page already uses this slug';
const setup = (taken: string[]) => {
  const isAvailable = jest.fn(async (value: string) => !taken.includes(value));
  const validate = availabilityValidator({ isAvailable, takenText: TAKEN, lookupWhen: (v) => /^[a-z-]+$/.test(v), debounceMs: 500 });
  return { isAvailable, validate };
};

describe('availabilityValidator', () => {
  it('asks once the user pauses, only for the latest value, and remembers the answer', async () => {
    const { isAvailable, validate } = setup(['o-nas']);
    const first = validate('o-na');
    const second = validate('o-nas');
    await jest.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe(TAKEN);
    expect(isAvailable).toHaveBeenCalledTimes(1);
    expect(isAvailable).toHaveBeenCalledWith('o-nas');
    // Another field changed: the slug is validated again, answered from memory.
    expect(validate('o-nas')).toBe(TAKEN);
    expect(isAvailable).toHaveBeenCalledTimes(1);
  });

  it('does not ask about empty or malformed values, and a free value has no error', async () => {
    const { isAvailable, validate } = setup([]);
    expect(validate('')).toBeUndefined();
    expect(validate('Zły Slug')).toBeUndefined();
    const free = validate('kontakt');
    await jest.advanceTimersByTimeAsync(500);
    await expect(free).resolves.toBeUndefined();
    expect(isAvailable).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed lookup to the server', async () => {
    const validate = availabilityValidator({ isAvailable: () => Promise.reject(new Error('offline')), takenText: TAKEN, debounceMs: 500 });
    const answer = validate('faq');
    await jest.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toBeUndefined();
  });
});
