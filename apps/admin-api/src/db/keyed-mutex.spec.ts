import { KeyedMutex } from './keyed-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('tasks of one key run one at a time, in order, and a failure does not block the next', async () => {
  const mutex = new KeyedMutex();
  const log: string[] = [];
  const task = (name: string, fail = false) => async () => {
    log.push(`start ${name}`);
    await tick();
    log.push(`end ${name}`);
    if (fail) throw new Error(name);
    return name;
  };
  const results = await Promise.allSettled([mutex.run('a', task('1', true)), mutex.run('a', task('2')), mutex.run('b', task('other'))]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  // "other" (another key) overlaps; 1 and 2 never do.
  expect(log.indexOf('end 1')).toBeLessThan(log.indexOf('start 2'));
  expect(log.indexOf('start other')).toBeLessThan(log.indexOf('end 1'));
});
