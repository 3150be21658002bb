import { type RecordedEvent } from '@buildmentor/event-store';
import { type Filter, type ReadStore, type ReadStoreTransaction } from '@buildmentor/read-store';
import {
  type AnyProjectedEvent,
  collectionOf,
  DEAD_LETTERS,
  type DeadLetterDoc,
  foldDocument,
  type Projection,
  type ReadModelDoc,
} from '@buildmentor/read-models';
import { toProjectedEvent } from './to-projected-event';

interface CachedDoc {
  projection: Projection;
  doc: ReadModelDoc | null;
  dirty: boolean;
}

/**
 * Applies a batch of events to every projection that handles them, then writes each changed
 * document once and the checkpoint, all in ONE transaction: a crash at any instant leaves either
 * the whole batch or none of it. Documents are cached for the batch, so a hot document (such as
 * platform_stats) is read and written once per batch rather than once per event.
 */
export async function applyBatch(
  store: ReadStore,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
  checkpointName: string,
  /** Runs first inside the transaction; throwing rolls the batch back (the projector's lease check). */
  guard?: (tx: ReadStoreTransaction) => Promise<void>,
): Promise<{ applied: number; deadLettered: number }> {
  const last = events[events.length - 1];
  if (!last) return { applied: 0, deadLettered: 0 };
  const prepared = events.map(prepare(projections));
  return store.transaction(async (tx) => {
    await guard?.(tx);
    const cache = new Map<string, CachedDoc>();
    await prefetch(tx, cache, prepared);
    const deadLetters: DeadLetterDoc[] = [];
    for (const { recorded, interested, event, error } of prepared) {
      if (!event) {
        for (const p of interested) deadLetters.push(deadLetter(p, recorded, error));
        continue;
      }
      for (const projection of interested) {
        // Only the projection's own code can dead-letter an event. A store error (a lost
        // connection, a failed read) is not the event's fault: it fails the whole batch, which is
        // retried from the checkpoint, and never becomes a dead letter.
        let plan: { cascade: Filter | null | undefined; ids: readonly string[] };
        try {
          plan = { cascade: projection.cascadeDelete?.(event), ids: projection.documentIds(event) };
        } catch (error) {
          deadLetters.push(deadLetter(projection, recorded, error));
          continue;
        }
        if (plan.cascade) await cascadeDelete(tx, cache, projection, plan.cascade);
        await load(tx, cache, projection, plan.ids);
        try {
          applyToProjection(cache, projection, event, plan.ids);
        } catch (error) {
          deadLetters.push(deadLetter(projection, recorded, error));
        }
      }
    }
    await flush(tx, cache);
    const letters = collectionOf(tx, DEAD_LETTERS);
    for (const letter of deadLetters) await letters.replaceOne({ _id: letter._id }, letter, { upsert: true });
    await tx.setCheckpoint(checkpointName, last.position);
    return { applied: events.length, deadLettered: deadLetters.length };
  });
}

interface PreparedEvent {
  recorded: RecordedEvent;
  interested: Projection[];
  /** The upcast, validated event; absent when it could not be parsed (then `error` says why). */
  event?: AnyProjectedEvent;
  error?: unknown;
}

/** Parses each event once, outside the transaction, and notes the projections that handle it. */
function prepare(projections: readonly Projection[]) {
  return (recorded: RecordedEvent): PreparedEvent => {
    const interested = projections.filter((p) => p.handles.has(recorded.type as AnyProjectedEvent['type']));
    if (interested.length === 0) return { recorded, interested };
    try {
      return { recorded, interested, event: toProjectedEvent(recorded) };
    } catch (error) {
      return { recorded, interested, error };
    }
  };
}

/**
 * Reads every document the batch will touch with one `$in` query per read model, so a server
 * store answers a batch in a few round trips instead of one per document. Ids that are not stored
 * are cached as absent. A projection whose documentIds throws is left to the main pass, which
 * dead-letters it.
 */
async function prefetch(
  tx: ReadStoreTransaction,
  cache: Map<string, CachedDoc>,
  prepared: readonly PreparedEvent[],
): Promise<void> {
  const wanted = new Map<Projection['readModel'], { projection: Projection; ids: Set<string> }>();
  for (const { interested, event } of prepared) {
    if (!event) continue;
    for (const projection of interested) {
      let ids: readonly string[];
      try {
        ids = projection.documentIds(event);
      } catch {
        continue;
      }
      const entry = wanted.get(projection.readModel) ?? { projection, ids: new Set<string>() };
      for (const id of ids) entry.ids.add(id);
      wanted.set(projection.readModel, entry);
    }
  }
  for (const [readModel, { projection, ids }] of wanted) {
    if (ids.size === 0) continue;
    const found = await collectionOf(tx, readModel).find({ _id: { $in: [...ids] } });
    const byId = new Map(found.map((doc) => [doc._id, doc]));
    for (const id of ids) {
      cache.set(`${readModel.name}\u0000${id}`, { projection, doc: byId.get(id) ?? null, dirty: false });
    }
  }
}

/** Writes every changed cached document (optionally only one collection's) and marks it clean. */
async function flush(
  tx: ReadStoreTransaction,
  cache: Map<string, CachedDoc>,
  collectionName?: string,
): Promise<void> {
  for (const [key, entry] of cache) {
    if (!entry.dirty || (collectionName && entry.projection.readModel.name !== collectionName)) continue;
    const id = key.slice(key.indexOf('\u0000') + 1);
    const collection = collectionOf(tx, entry.projection.readModel);
    if (entry.doc) await collection.replaceOne({ _id: id }, entry.doc, { upsert: true });
    else await collection.deleteOne({ _id: id });
    entry.dirty = false;
  }
}

/** Deletes by filter: pending changes of that collection are written first, then forgotten. */
async function cascadeDelete(
  tx: ReadStoreTransaction,
  cache: Map<string, CachedDoc>,
  projection: Projection,
  filter: Filter,
): Promise<void> {
  const name = projection.readModel.name;
  await flush(tx, cache, name);
  await collectionOf(tx, projection.readModel).deleteMany(filter);
  for (const [key, entry] of cache) if (entry.projection.readModel.name === name) cache.delete(key);
}

/** Reads into the cache the documents of `ids` it does not hold yet. */
async function load(
  tx: ReadStoreTransaction,
  cache: Map<string, CachedDoc>,
  projection: Projection,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    const key = `${projection.readModel.name}\u0000${id}`;
    if (cache.has(key)) continue;
    const stored = await collectionOf(tx, projection.readModel).findOne({ _id: id });
    cache.set(key, { projection, doc: stored, dirty: false });
  }
}

/** Folds the event into each (loaded) document it touches; all-or-nothing per projection and event. */
function applyToProjection(
  cache: Map<string, CachedDoc>,
  projection: Projection,
  event: AnyProjectedEvent,
  ids: readonly string[],
): void {
  const updates: Array<[CachedDoc, ReadModelDoc | null]> = [];
  for (const id of ids) {
    const entry = cache.get(`${projection.readModel.name}\u0000${id}`)!;
    const result = foldDocument(projection, entry.doc, event, id);
    if (result.changed) updates.push([entry, result.doc]);
  }
  for (const [entry, doc] of updates) {
    entry.doc = doc;
    entry.dirty = true;
  }
}

function deadLetter(projection: Projection, event: RecordedEvent, error: unknown): DeadLetterDoc {
  return {
    _id: `${projection.readModel.name}:${event.position}`,
    _position: event.position,
    projection: projection.readModel.name,
    event_id: event.id,
    event_type: event.type,
    stream_id: event.streamId,
    error: error instanceof Error ? error.message : String(error),
  };
}

/** Creates the indexes every projection declares (idempotent). */
export async function ensureIndexes(store: ReadStore, projections: readonly Projection[]): Promise<void> {
  for (const projection of projections) {
    const name = projection.readModel.name;
    for (const index of projection.indexes ?? []) await store.createIndex(name, index);
    if (projection.textIndex) await store.createTextIndex(name, projection.textIndex);
  }
}
