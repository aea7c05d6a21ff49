// Runs tasks of one key one after the other within this process (tasks of other keys run freely).

export class KeyedMutex {
  private tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last in line cleans up, so the map only holds keys that are busy.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
