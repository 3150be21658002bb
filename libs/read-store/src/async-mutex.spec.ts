import { AsyncMutex } from './async-mutex';

describe('AsyncMutex', () => {
  it('runs an uncontended function at once, without waiting a tick', async () => {
    const mutex = new AsyncMutex();
    let ran = false;
    const result = mutex.runExclusive(() => {
      ran = true;
      return 7;
    });
    expect(ran).toBe(true);
    expect(mutex.isLocked).toBe(false);
    await expect(result).resolves.toBe(7);
  });

  it('queues callers in order while held, and releases after a throwing function', async () => {
    const mutex = new AsyncMutex();
    await mutex.acquire();
    const order: number[] = [];
    const first = mutex.runExclusive(() => {
      order.push(1);
      throw new Error('boom');
    });
    const second = mutex.runExclusive(() => order.push(2));
    expect(order).toEqual([]);
    mutex.release();
    await expect(first).rejects.toThrow('boom');
    await second;
    expect(order).toEqual([1, 2]);
    expect(mutex.isLocked).toBe(false);
  });

  it('hands the lock to the next waiter so nobody barges in', async () => {
    const mutex = new AsyncMutex();
    await mutex.acquire();
    const waiter = mutex.acquire();
    mutex.release();
    expect(mutex.isLocked).toBe(true);
    await waiter;
    mutex.release();
    expect(mutex.isLocked).toBe(false);
  });
});
