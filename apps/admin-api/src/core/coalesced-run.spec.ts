import { coalescedRun } from './coalesced-run';

describe('coalescedRun', () => {
  it('never overlaps runs, and calls during a run collapse into one more', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const run = coalescedRun(async () => {
      runs++;
      active++;
      most = Math.max(most, active);
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      active--;
    }, { onError: () => undefined });
    const first = run();
    await Promise.all([run(), run(), run()]);
    release();
    await first;
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('skips the extra run when it is no longer wanted, and hands a failure to onError', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let release: () => void = () => undefined;
    const run = coalescedRun(async () => {
      runs++;
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('read failed');
    }, { more: () => false, onError: (error) => errors.push(error) });
    const first = run();
    void run();
    release();
    await first;
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
