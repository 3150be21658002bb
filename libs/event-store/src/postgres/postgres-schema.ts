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
 * only inside one server-side statement (no network round trip happens while it is held) plus its
 * commit, and because the adapter group-commits: the appends that queue up while one is in flight
 * go as one batch, one lock, one commit and one WAL flush for all of them. It also buys gap-free
 * positions (max + 1 under the lock, and a rejected append takes nothing) and a race-free revision
 * check without row locks.
 *
 * The lock is released by COMMIT after the commit is visible to other sessions, so the next writer
 * (whose later statements take fresh READ COMMITTED snapshots) sees the previous append's rows.
 *
 * A lone single-event append (nothing else queued in this store) takes a shorter way, one INSERT
 * with no function call (SQL.appendAlone): it tries the lock itself (`pg_try_advisory_xact_lock`),
 * reads the head and the stream's revision, checks and writes. Its snapshot is taken before the
 * lock, so an append that committed in between is not seen. That cannot misplace an event: the
 * first such append wrote the position right after the head this statement read (an append that
 * commits has read the head as it was when it took the lock, and holds the lock until it
 * commits), the very position this one would write, so the primary key fails the INSERT and
 * nothing is written. The statement also writes nothing when the lock is held elsewhere or its
 * check fails, and the adapter takes only a written row as an answer: in every other case
 * (another process appending, a conflict, a retried id, a stale snapshot) it asks
 * event_store_append_batch, which waits for the lock and reads after taking it.
 */
export const APPEND_LOCK = 0x42_4d_45_53; // 'BMES'

/**
 * The append function of migration 001, kept as released (a migration is never edited): one
 * append per call. Superseded by event_store_append_batch (002), which takes the same lock, so an
 * older process still calling this one during a rolling upgrade keeps the log in order.
 */
const APPEND_FUNCTION_001 = `
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
 * One call (one statement, autocommit, one round trip) appends a batch of appends, each with its
 * own revision check and its own result, in order, as if they had been sent one by one: an append
 * sees the revision the previous ones of the batch left on its stream, and one that fails its
 * check writes nothing and does not disturb the others.
 *
 * Arguments: per append its stream, its expected revision and the index of its first event in the
 * event arrays (1-based, ascending); per event its id, type, and body and metadata as one JSON
 * array each. The expected revision is encoded so the check is one comparison with an absent
 * stream at -1, mirroring matchesExpected (append-rules.ts): an exact revision or -1 (no_stream)
 * must equal the current one, -2 (stream_exists) needs one >= 0, NULL (any) passes.
 *
 * Results, per append: `revisions` the stream's revision after it (or the current one when it was
 * rejected), `positions` its last position (NULL when rejected), `stored` (NULL unless some ids
 * were looked up and found) where its ids are already stored; the adapter classifies a rejection
 * with the same rules as every adapter (resolveRepeat).
 *
 * The fast path does not look event ids up: the UNIQUE index on event_id is that check. A stored
 * id makes the INSERT fail, the whole call rolls back (nothing written, no position taken) and the
 * adapter sends the batch again with `p_check_ids`, which looks each append's ids up before
 * writing it. An append whose revision check fails is looked up either way: an exact repeat with a
 * stale expected revision must still get its original result. Rows are inserted in one statement
 * at the end, or before such a lookup so that it sees the appends of the batch before it.
 *
 * Positions are max + 1 under the lock (no sequence, no counter row to update: the primary key's
 * last entry is the head). `plan_cache_mode` is pinned to generic plans: for a statement on an
 * array argument (the id lookup's `= ANY`) the planner otherwise prefers a custom plan, made
 * again on every call, which costs more than running the statement.
 * NOTIFY is queued in the transaction, so it is delivered on commit and only if something was
 * appended; one per batch.
 */
const APPEND_BATCH_FUNCTION = `
CREATE OR REPLACE FUNCTION event_store_append_batch(
  p_streams text[],
  p_expected bigint[],
  p_starts int[],
  p_ids text[],
  p_types text[],
  p_data json,
  p_metadata json,
  p_check_ids boolean,
  OUT revisions bigint[],
  OUT positions bigint[],
  OUT stored json
)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_appends int := cardinality(p_streams);
  v_events int := cardinality(p_ids);
  v_head bigint;
  v_start bigint;
  v_pos0 bigint[];      -- per append: event n of the batch goes to position v_pos0 + n (NULL: rejected)
  v_rev0 bigint[];      -- and to revision v_rev0 + n
  v_latest bigint[];    -- per stream (at its first append in the batch): its revision so far
  v_found json[];
  v_written int := 0;   -- events up to this index are inserted, or rejected
  v_pending boolean := false;
  v_first int;
  v_count int;
  v_seen int;
  v_current bigint;
  v_ok boolean;
  v_stored json;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'event_store_append_batch must run in READ COMMITTED: it reads after taking its lock';
  END IF;
  IF v_appends IS NULL OR cardinality(p_expected) IS DISTINCT FROM v_appends
     OR cardinality(p_starts) IS DISTINCT FROM v_appends OR cardinality(p_types) IS DISTINCT FROM v_events
     OR p_starts[1] <> 1 THEN
    RAISE EXCEPTION 'event_store_append_batch: malformed batch';
  END IF;
  PERFORM pg_advisory_xact_lock(${APPEND_LOCK});

  SELECT COALESCE(max(e.position), 0) INTO v_head FROM event_store_events e;
  v_start := v_head;
  revisions := array_fill(NULL::bigint, ARRAY[v_appends]);
  positions := revisions;
  v_pos0 := revisions;
  v_rev0 := revisions;
  v_latest := revisions;

  FOR i IN 1..v_appends LOOP
    v_first := p_starts[i];
    v_count := COALESCE(p_starts[i + 1], v_events + 1) - v_first;
    IF v_count IS NULL OR v_count < 1 THEN
      RAISE EXCEPTION 'event_store_append_batch: malformed batch';
    END IF;
    v_seen := array_position(p_streams, p_streams[i]);
    IF v_seen < i THEN
      v_current := v_latest[v_seen];
    ELSE
      SELECT COALESCE(max(e.revision), -1) INTO v_current
        FROM event_store_events e WHERE e.stream_id = p_streams[i];
    END IF;
    v_ok := p_expected[i] IS NULL OR p_expected[i] = v_current OR (p_expected[i] = -2 AND v_current >= 0);

    IF p_check_ids OR NOT v_ok THEN
      IF v_pending THEN
        INSERT INTO event_store_events
          (position, event_id, stream_id, revision, type, data, metadata, recorded_at)
        SELECT v_pos0[b.a] + e.n, e.id, p_streams[b.a], v_rev0[b.a] + e.n, e.type, e.data, e.metadata,
               clock_timestamp()
          FROM ROWS FROM (unnest(p_ids), unnest(p_types), json_array_elements(p_data),
                          json_array_elements(p_metadata)) WITH ORDINALITY AS e(id, type, data, metadata, n)
          CROSS JOIN LATERAL (SELECT width_bucket(e.n::int, p_starts)) AS b(a)
         WHERE e.n > v_written AND e.n < v_first AND v_pos0[b.a] IS NOT NULL;
        v_pending := false;
      END IF;
      v_written := v_first - 1;
      SELECT json_agg(json_build_object(
               'id', e.event_id, 'streamId', e.stream_id, 'revision', e.revision, 'position', e.position))
        INTO v_stored
        FROM event_store_events e WHERE e.event_id = ANY (p_ids[v_first:v_first + v_count - 1]);
      IF v_stored IS NOT NULL THEN
        v_ok := false;
        v_found := COALESCE(v_found, array_fill(NULL::json, ARRAY[v_appends]));
        v_found[i] := v_stored;
      END IF;
    END IF;

    IF v_ok THEN
      v_pos0[i] := v_head - v_first + 1;
      v_rev0[i] := v_current - v_first + 1;
      v_head := v_head + v_count;
      v_current := v_current + v_count;
      positions[i] := v_head;
      v_pending := true;
    END IF;
    revisions[i] := v_current;
    v_latest[v_seen] := v_current;
  END LOOP;

  IF v_pending THEN
    INSERT INTO event_store_events
      (position, event_id, stream_id, revision, type, data, metadata, recorded_at)
    SELECT v_pos0[b.a] + e.n, e.id, p_streams[b.a], v_rev0[b.a] + e.n, e.type, e.data, e.metadata,
           clock_timestamp()
      FROM ROWS FROM (unnest(p_ids), unnest(p_types), json_array_elements(p_data),
                      json_array_elements(p_metadata)) WITH ORDINALITY AS e(id, type, data, metadata, n)
      CROSS JOIN LATERAL (SELECT width_bucket(e.n::int, p_starts)) AS b(a)
     WHERE e.n > v_written AND v_pos0[b.a] IS NOT NULL;
  END IF;
  IF v_head > v_start THEN
    PERFORM pg_notify('${APPENDED_CHANNEL}', v_head::text);
  END IF;
  stored := array_to_json(v_found);
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
${APPEND_FUNCTION_001};
`,
  },
  { id: '002-append-batch', sql: `${APPEND_BATCH_FUNCTION};` },
];
