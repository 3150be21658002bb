import { setImmediate as nextTurn } from 'node:timers/promises';
import { GroupCommit, type Waiting } from './group-commit';

interface Item extends Waiting<string> {
  name: string;
  weight: number;
}

/** A GroupCommit whose commits the test releases by hand, recording every batch. */
function harness(options: { maxItems?: number; maxWeight?: number } = {}) {
  const batches: string[][] = [];
  const release: (() => void)[] = [];
  let fail: unknown = null;
  const group = new GroupCommit<Item>({
    maxItems: options.maxItems ?? 100,
    maxWeight: options.maxWeight ?? 1000,
    weight: (item) => item.weight,
    commit: async (batch) => {
      batches.push(batch.map((item) => item.name));
      await new Promise<void>((resolve) => release.push(resolve));
      if (fail) throw fail;
      for (const item of batch) item.resolve(`${item.name}:${batches.length}`);
    },
  });
  const add = (name: string, weight = 1) =>
    new Promise<string>((resolve, reject) => group.add({ name, weight, resolve, reject }));
  const releaseNext = async () => {
    while (release.length === 0) await nextTurn();
    release.shift()!();
  };
  return {
    group,
    batches,
    add,
    releaseNext,
    failWith: (error: unknown) => {
      fail = error;
    },
  };
}

describe('GroupCommit', () => {
  it('sends a lone item at once, and queues what arrives meanwhile as the next batch', async () => {
    const h = harness();
    const first = h.add('a');
    await nextTurn();
    const queued = [h.add('b'), h.add('c'), h.add('d')];
    expect(h.batches).toEqual([['a']]);
    await h.releaseNext();
    expect(await first).toBe('a:1');
    await h.releaseNext();
    expect(await Promise.all(queued)).toEqual(['b:2', 'c:2', 'd:2']);
    expect(h.batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('puts items made in the same turn of the event loop into one batch', async () => {
    const h = harness();
    const all = Promise.all(['a', 'b', 'c'].map((name) => h.add(name)));
    await h.releaseNext();
    expect(await all).toEqual(['a:1', 'b:1', 'c:1']);
    expect(h.batches).toEqual([['a', 'b', 'c']]);
  });

  it('lets what the callers of a batch append right after it join the next batch', async () => {
    const h = harness();
    // Three writers, each appending again as soon as its previous item is done.
    const writer = async (name: string) => {
      for (let round = 0; round < 3; round++) await h.add(`${name}${round}`);
    };
    const done = Promise.all(['a', 'b', 'c'].map(writer));
    for (let i = 0; i < 3; i++) await h.releaseNext();
    await done;
    expect(h.batches).toEqual([
      ['a0', 'b0', 'c0'],
      ['a1', 'b1', 'c1'],
      ['a2', 'b2', 'c2'],
    ]);
  });

  it('bounds a batch by item count and by weight, in arrival order; a heavy item goes alone', async () => {
    const h = harness({ maxItems: 2, maxWeight: 10 });
    const all = Promise.all([h.add('a', 4), h.add('b', 4), h.add('c', 4), h.add('d', 20), h.add('e', 1)]);
    for (let i = 0; i < 4; i++) await h.releaseNext();
    await all;
    expect(h.batches).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
  });

  it('rejects every item of a batch whose commit throws, and carries on with the next', async () => {
    const h = harness();
    const failing = [h.add('a'), h.add('b')].map((p) => p.catch((e: unknown) => e));
    const error = new Error('boom');
    h.failWith(error);
    await h.releaseNext();
    expect(await Promise.all(failing)).toEqual([error, error]);
    h.failWith(null);
    const next = h.add('c');
    await h.releaseNext();
    expect(await next).toBe('c:2');
  });

  it('idle() waits for the queue and the batch in flight', async () => {
    const h = harness();
    await h.group.idle();
    const items = [h.add('a'), h.add('b')];
    let idle = false;
    const waiting = h.group.idle().then(() => (idle = true));
    await nextTurn();
    expect(idle).toBe(false);
    await h.releaseNext();
    await Promise.all(items);
    await waiting;
    expect(idle).toBe(true);
  });
});
