import Database from 'better-sqlite3';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
import { describeEventStoreContract } from '../testing/event-store.contract';
import { runWritersInChildProcesses } from '../testing/sqlite-child-writers';
import { sqliteFixture } from '../testing/sqlite-fixture';
import { withTimeout } from '../testing/contract/subscription.contract';
import { anEvent, someEvents } from '../testing/test-events';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreContract('sqlite', () => sqliteFixture());

describe('SqliteEventStore specifics', () => {
  let fixture: Awaited<ReturnType<typeof sqliteFixture>>;
  const clock = () => new Date('2025-06-01T12:00:00.000Z');

  beforeEach(async () => {
    fixture = await sqliteFixture({ clock });
  });
  afterEach(() => fixture.cleanup());

  it('opens the file in WAL mode with synchronous=NORMAL', () => {
    const db = new Database(fixture.filename, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
    // synchronous is per connection: ask the store's own (1 = NORMAL).
    expect(
      (fixture.store as unknown as { db: Database.Database }).db.pragma('synchronous', { simple: true }),
    ).toBe(1);
  });

  it('numbers an empty log 0 and the first event 1, and takes recordedAt from the clock', async () => {
    const { store } = fixture;
    expect(await store.headPosition()).toBe(0);
    expect(await store.append('user-1', [anEvent()], 'no_stream')).toEqual({ nextRevision: 0, position: 1 });
    const [event] = await store.readAll();
    expect(event?.recordedAt).toBe('2025-06-01T12:00:00.000Z');
  });

  it('leaves no gap in positions after a rejected append', async () => {
    const { store } = fixture;
    const taken = anEvent();
    await store.append('user-1', [taken], 'no_stream');
    await expect(store.append('user-2', [anEvent(), taken], 'no_stream')).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect((await store.append('user-3', [anEvent()], 'no_stream')).position).toBe(2);
  });

  it('treats an id stored in another stream as an idempotency conflict', async () => {
    const { store } = fixture;
    const event = anEvent();
    await store.append('user-1', [event], 'no_stream');
    await expect(store.append('user-2', [event], 'no_stream')).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(await store.streamRevision('user-2')).toBeNull();
  });

  it('answers an exact repeat under any / stream_exists with the original result', async () => {
    const { store } = fixture;
    await store.append('user-1', [anEvent()], 'no_stream');
    const events = someEvents(2);
    const original = await store.append('user-1', events, { any: 'test' });
    expect(await store.append('user-1', events, { any: 'test' })).toEqual(original);
    expect(await store.append('user-1', events, 'stream_exists')).toEqual(original);
    expect(await store.headPosition()).toBe(3);
  });

  it("writes the caller's serialisation of the data as it is (dataJson), without serialising again", async () => {
    const { store } = fixture;
    // Same data, another key order: the stored text shows which serialisation was written.
    await store.append(
      'user-1',
      [{ ...anEvent(), data: { a: 1, b: 2 }, dataJson: '{"b":2,"a":1}' }],
      'no_stream',
    );
    const db = new Database(fixture.filename, { readonly: true });
    try {
      expect(db.prepare('SELECT data FROM events').pluck().get()).toBe('{"b":2,"a":1}');
    } finally {
      db.close();
    }
    expect((await store.readStream('user-1'))[0]?.data).toEqual({ a: 1, b: 2 });
  });

  it('rejects malformed appends before touching the file', async () => {
    const { store } = fixture;
    const event = anEvent();
    await expect(store.append('user-1', [event, event], 'no_stream')).rejects.toThrow(RangeError);
    await expect(store.append('user-1', [anEvent()], -1)).rejects.toThrow(RangeError);
    await expect(store.append('user-1', [anEvent()], { any: ' ' })).rejects.toThrow(RangeError);
    expect(await store.headPosition()).toBe(0);
  });

  it('keeps every event across close and reopen', async () => {
    await fixture.store.append('user-1', someEvents(3), 'no_stream');
    await fixture.store.close();
    const reopened = await fixture.openSecond!();
    expect((await reopened.readStream('user-1')).map((e) => e.revision)).toEqual([0, 1, 2]);
  });

  it('ends pending subscriptions when the store closes', async () => {
    const store = new SqliteEventStore({ filename: fixture.filename });
    const pending = store.subscribeToAll()[Symbol.asyncIterator]().next();
    await store.close();
    await expect(withTimeout(pending, 1000)).resolves.toEqual({ done: true, value: undefined });
  });

  it('delivers, live, what another process appends to the same file', async () => {
    const subscription = fixture.store.subscribeToAll({ fromPosition: 0 });
    const iterator = subscription[Symbol.asyncIterator]();
    try {
      const written = runWritersInChildProcesses(fixture.filename, {
        streamId: 'quota-1',
        writers: 1,
        rounds: 5,
      });
      const received = [];
      while (received.length < 5) {
        const result = await withTimeout(iterator.next(), 10_000);
        if (result.done) throw new Error('ended early');
        received.push(...result.value);
      }
      const [report] = await written;
      expect(received.map((e) => [e.id, e.revision, e.position])).toEqual(
        report!.appended.map((a) => [a.eventId, a.revision, a.position]),
      );
    } finally {
      await subscription.close();
    }
  }, 20_000);
});

describe('SqliteEventStore group commit', () => {
  let fixture: Awaited<ReturnType<typeof sqliteFixture>>;
  const commits: number[] = [];
  let gather = true;

  beforeEach(async () => {
    commits.length = 0;
    gather = true;
    fixture = await sqliteFixture({ onCommit: (appends) => commits.push(appends), gather: () => gather });
  });
  afterEach(() => fixture.cleanup());

  it('commits the appends made together once, each with its own check and result', async () => {
    const { store } = fixture;
    const taken = anEvent();
    await store.append('stream-0', [taken], 'no_stream');
    const original = someEvents(1);
    const outcomes = await Promise.allSettled([
      store.append('stream-0', original, 0),
      store.append('stream-0', [anEvent()], 0), // the first took revision 1: stale
      store.append('stream-1', [anEvent()], 'no_stream'),
      store.append('stream-2', [taken], 'no_stream'), // its id is stored in stream-0
      store.append('stream-0', original, 0), // an exact repeat of the first
    ]);
    expect(commits).toEqual([1, 5]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((outcomes[3] as PromiseRejectedResult).reason).toBeInstanceOf(IdempotencyConflictError);
    expect((outcomes[4] as PromiseFulfilledResult<unknown>).value).toEqual(
      (outcomes[0] as PromiseFulfilledResult<unknown>).value,
    );
    // What failed left nothing behind, and no position was skipped.
    expect((await store.readAll()).map((e) => [e.streamId, e.revision, e.position])).toEqual([
      ['stream-0', 0, 1],
      ['stream-0', 1, 2],
      ['stream-1', 0, 3],
    ]);
  });

  it('commits the appends of each turn together, turn after turn', async () => {
    const { store } = fixture;
    await store.append('stream-0', [anEvent()], 'no_stream');
    await Promise.all(
      Array.from({ length: 3 }, (_, i) => store.append(`stream-${i + 1}`, [anEvent()], 'no_stream')),
    );
    expect(commits).toEqual([1, 3]);
  });

  it('commits at once, without waiting for the turn to end, while its owner expects no others', async () => {
    const { store } = fixture;
    gather = false;
    let turnEnded = false;
    setImmediate(() => (turnEnded = true));
    await store.append('stream-0', [anEvent()], 'no_stream');
    await store.append('stream-1', [anEvent()], 'no_stream');
    expect(turnEnded).toBe(false);
    expect(commits).toEqual([1, 1]);
  });

  it('rejects every append of a batch whose commit fails, and keeps none of them', async () => {
    const { store } = fixture;
    await store.append('stream-0', [anEvent()], 'no_stream');
    // Another connection holds the write lock past the busy timeout: the batch cannot begin.
    const blocker = new Database(fixture.filename);
    blocker.pragma('busy_timeout = 0');
    (fixture.store as unknown as { db: Database.Database }).db.pragma('busy_timeout = 50');
    blocker.prepare('BEGIN IMMEDIATE').run();
    try {
      const outcomes = await Promise.allSettled([
        store.append('stream-1', [anEvent()], 'no_stream'),
        store.append('stream-2', [anEvent()], 'no_stream'),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    } finally {
      blocker.prepare('ROLLBACK').run();
      blocker.close();
    }
    expect(await store.headPosition()).toBe(1);
    expect((await store.append('stream-1', [anEvent()], 'no_stream')).position).toBe(2);
  });
});
