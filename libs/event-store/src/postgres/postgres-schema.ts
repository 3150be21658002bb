import { type Migration } from '@buildmentor/postgres';

/** The channel every append notifies on commit; the payload is the last position written. */
export const APPENDED_CHANNEL = 'event_store_appended';

/**
 * Global ordering: why appends are serialised.
 *
 * The classic trap of a log in PostgreSQL: a position taken from a sequence at insert time becomes
 * visible at commit time, and commits do not happen in position order. A reader polling
 * `position > last` can see 11 before 10 commits, move `last` to 11 and skip 10 forever.
 *
 * Two known ways out. Marten and Emmett store the writing transaction's id and read only rows of
 * transactions older than the oldest one still running (`pg_snapshot_xmin`), which keeps writers
 * parallel but orders the log by transaction id (not by position), delays every reader behind the
 * slowest transaction anywhere on the server, and leaves gaps from rolled-back sequence values.
 * We take a transaction-scoped advisory lock before the position is chosen, instead, so appends
 * commit one at a time and commit order is position order: whatever a reader sees is a prefix of
 * the log. The cost is throughput under contention, and it is small here because the lock is held
 * only inside one server-side statement (see event_store_append: no network round trip happens
 * while it is held) plus its commit. It also buys gap-free positions (max + 1 under the lock, and a
 * rejected append takes nothing) and a race-free revision check without row locks.
 *
 * The lock is released by COMMIT after the commit is visible to other sessions, so the next writer
 * (whose later statements take fresh READ COMMITTED snapshots) sees the previous append's rows.
 */
const APPEND_LOCK = 0x42_4d_45_53; // 'BMES'

/**
 * One statement per append (one round trip, autocommit): lock, revision check, idempotency check,
 * insert, notify. `p_expected` encodes the expected revision so the check is one comparison with
 * an absent stream at -1, mirroring matchesExpected (append-rules.ts): an exact revision or -1
 * (no_stream) must equal the current one, -2 (stream_exists) needs one >= 0, NULL (any) passes.
 *
 * When the check fails or an id is already stored, nothing is written and the row says why
 * (`appended` false, the current revision, where the ids are stored); the adapter then classifies
 * it with the same rules as every adapter (resolveRepeat). NOTIFY is queued in the transaction, so
 * it is delivered on commit and only for an append that committed.
 */
const APPEND_FUNCTION = `
CREATE OR REPLACE FUNCTION event_store_append(
  p_stream_id text,
  p_expected bigint,
  p_ids text[],
  p_types text[],
  p_data json,
  p_metadata json
) RETURNS TABLE (appended boolean, current_revision bigint, last_position bigint, stored json)
LANGUAGE plpgsql AS $$
DECLARE
  v_revision bigint;
  v_head bigint;
  v_stored json;
  v_count int := cardinality(p_ids);
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'event_store_append must run in READ COMMITTED: it reads after taking its lock';
  END IF;
  PERFORM pg_advisory_xact_lock(${APPEND_LOCK});

  SELECT COALESCE(max(e.revision), -1) INTO v_revision
    FROM event_store_events e WHERE e.stream_id = p_stream_id;
  SELECT json_agg(json_build_object(
           'id', e.event_id, 'streamId', e.stream_id, 'revision', e.revision, 'position', e.position))
    INTO v_stored
    FROM event_store_events e WHERE e.event_id = ANY (p_ids);

  IF v_stored IS NOT NULL
     OR NOT (p_expected IS NULL OR p_expected = v_revision OR (p_expected = -2 AND v_revision >= 0)) THEN
    RETURN QUERY SELECT false, v_revision, NULL::bigint, v_stored;
    RETURN;
  END IF;

  SELECT COALESCE(max(e.position), 0) INTO v_head FROM event_store_events e;
  INSERT INTO event_store_events
    (position, event_id, stream_id, revision, type, data, metadata, recorded_at)
  SELECT v_head + t.n, t.id, p_stream_id, v_revision + t.n, t.type, t.data, t.metadata, clock_timestamp()
    FROM ROWS FROM (unnest(p_ids), unnest(p_types), json_array_elements(p_data),
                    json_array_elements(p_metadata)) WITH ORDINALITY AS t(id, type, data, metadata, n);
  PERFORM pg_notify('${APPENDED_CHANNEL}', (v_head + v_count)::text);
  RETURN QUERY SELECT true, v_revision + v_count, v_head + v_count, NULL::json;
END
$$`;

/**
 * `position` is the primary key: readAll and subscriptions walk it in order. `(stream_id,
 * revision)` serves stream reads and the current revision (its max); `event_id` is unique across
 * the log, which is what makes an id reused in another stream an idempotency conflict. Bodies are
 * `json`, not `jsonb`: stored as written, validated, and returned without re-serialising, which is
 * what both the append and the replay path want; nothing queries inside them.
 *
 * Stream metadata lives apart, so setting it neither creates a stream nor touches the log.
 */
export const EVENT_STORE_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-events',
    sql: `
CREATE TABLE event_store_events (
  position    bigint      PRIMARY KEY,
  event_id    text        NOT NULL UNIQUE,
  stream_id   text        NOT NULL,
  revision    bigint      NOT NULL,
  type        text        NOT NULL,
  data        json        NOT NULL,
  metadata    json        NOT NULL,
  recorded_at timestamptz NOT NULL,
  UNIQUE (stream_id, revision)
);
CREATE TABLE event_store_streams (
  stream_id text PRIMARY KEY,
  metadata  json NOT NULL
);
${APPEND_FUNCTION};
`,
  },
];
