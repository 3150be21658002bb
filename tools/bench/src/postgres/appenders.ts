import {
  getPostgreSQLEventStore,
  type PostgresEventStore as EmmettEventStore,
} from '@event-driven-io/emmett-postgresql';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { createEventStore, type EventStore, WrongExpectedRevisionError } from '@buildmentor/event-store';
import pg from 'pg';
import { type Appender, benchEvent, streamName } from './append-workload';

export type StoreKind = 'ours' | 'emmett' | 'plainInsert';

/** Our adapter (libs/event-store/src/postgres): revisions are 0-based, a new stream is 'no_stream'. */
export async function ourAppender(url: string, poolSize: number): Promise<Appender> {
  const store: EventStore = createEventStore({ kind: 'postgres', url, poolSize });
  const revisions = new Map<number, number>();
  const append = async (stream: number, expected: number | undefined, sequence: number) => {
    try {
      const result = await store.append(
        streamName(stream),
        [{ id: crypto.randomUUID(), ...benchEvent(sequence) }],
        expected === undefined ? 'no_stream' : expected,
      );
      revisions.set(stream, result.nextRevision);
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (error.actual !== null) revisions.set(stream, error.actual);
      return false;
    }
  };
  return {
    append: (stream, sequence) => append(stream, revisions.get(stream), sequence),
    appendStale: async (stream) => {
      const current = revisions.get(stream);
      if (current === undefined) throw new Error('appendStale needs a stream that exists');
      return append(stream, current === 0 ? undefined : current - 1, -1);
    },
    close: () => store.close(),
  };
}

/**
 * Emmett's PostgreSQL store. Its stream versions are 1-based: a stream that does not exist is at
 * version 0 and its first event makes it 1. expectedStreamVersion 0n is therefore the checked
 * "new stream" (it INSERTs the stream row, a duplicate fails), and every later append passes the
 * nextExpectedStreamVersion returned by the previous one (an UPDATE ... WHERE stream_position =
 * expected). STREAM_DOES_NOT_EXIST is not used: Emmett turns it into "no check" in SQL.
 */
export async function emmettAppender(url: string): Promise<Appender> {
  const store: EmmettEventStore = getPostgreSQLEventStore(url);
  await store.schema.migrate();
  const versions = new Map<number, bigint>();
  const append = async (stream: number, expected: bigint, sequence: number) => {
    try {
      const result = await store.appendToStream(streamName(stream), [benchEvent(sequence)], {
        expectedStreamVersion: expected,
      });
      versions.set(stream, result.nextExpectedStreamVersion);
      return true;
    } catch (error) {
      if (!isExpectedVersionConflictError(error)) throw error;
      const { currentStreamVersion } = await store.readStream(streamName(stream));
      versions.set(stream, currentStreamVersion);
      return false;
    }
  };
  return {
    append: (stream, sequence) => append(stream, versions.get(stream) ?? 0n, sequence),
    appendStale: async (stream) => {
      const current = versions.get(stream);
      if (current === undefined) throw new Error('appendStale needs a stream that exists');
      return append(stream, current - 1n, -1);
    },
    close: () => store.close(),
  };
}

/**
 * Not an event store: the floor of a durable single-event append on this server. One prepared
 * INSERT per append, autocommit, into a table whose UNIQUE (stream_id, revision) makes a stale
 * revision fail (the optimistic check at its cheapest). No global order, no idempotency, no
 * notification: what ours pays beyond this is the price of those.
 */
export async function plainInsertAppender(url: string, poolSize: number): Promise<Appender> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  await pool.query(`CREATE TABLE IF NOT EXISTS plain_events (
    position bigserial PRIMARY KEY, stream_id text NOT NULL, revision bigint NOT NULL,
    type text NOT NULL, data json NOT NULL, metadata json NOT NULL, UNIQUE (stream_id, revision))`);
  const revisions = new Map<number, number>();
  const append = async (stream: number, revision: number, sequence: number) => {
    const event = benchEvent(sequence);
    try {
      await pool.query({
        name: 'plain-insert',
        text: 'INSERT INTO plain_events (stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5)',
        values: [
          streamName(stream),
          revision,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        ],
      });
      revisions.set(stream, revision);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      return false;
    }
  };
  return {
    append: (stream, sequence) => append(stream, (revisions.get(stream) ?? -1) + 1, sequence),
    appendStale: async (stream) => {
      const current = revisions.get(stream);
      if (current === undefined) throw new Error('appendStale needs a stream that exists');
      return append(stream, current, -1);
    },
    close: () => pool.end(),
  };
}
