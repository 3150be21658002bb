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
  doc: ReadModelDoc | null;
  /** The store holds this id (as read, or as last written): only then is a null worth deleting. */
  stored: boolean;
  dirty: boolean;
}

/** The batch's documents, by read model name, then by id. */
type BatchCache = Map<string, Map<string, CachedDoc>>;

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
  const prepared = events.map(prepare(projectionsByType(projections)));
  return store.transaction(async (tx) => {
    await guard?.(tx);
    const cache: BatchCache = new Map();
    await prefetch(tx, cache, prepared);
    const deadLetters = new Map<string, DeadLetterDoc>();
    const reject = (projection: Projection, recorded: RecordedEvent, error: unknown) => {
      const letter = deadLetter(projection, recorded, error);
      deadLetters.set(letter._id, letter);
    };
    for (const { recorded, steps } of prepared) {
      for (const step of steps) {
        if ('error' in step) {
          reject(step.projection, recorded, step.error);
          continue;
        }
        const { projection, event, cascade, ids } = step;
        // Only the projection's own code can dead-letter an event. A store error (a lost
        // connection, a failed read) is not the event's fault: it fails the whole batch, which is
        // retried from the checkpoint, and never becomes a dead letter.
        if (cascade) await cascadeDelete(tx, cache, projection, cascade);
        const docs = docsOf(cache, projection.readModel.name);
        // The prefetch read them all, unless a cascadeDelete dropped them since: awaiting only
        // then keeps the fold free of promises (tens of thousands per replay).
        if (ids.some((id) => !docs.has(id))) await load(tx, docs, projection, ids);
        try {
          applyToProjection(docs, projection, event, ids);
        } catch (error) {
          reject(projection, recorded, error);
        }
      }
    }
    await flush(tx, cache);
    if (deadLetters.size > 0) await tx.writeDocuments(DEAD_LETTERS.name, deadLetters);
    await tx.setCheckpoint(checkpointName, last.position);
    return { applied: events.length, deadLettered: deadLetters.size };
  });
}

/**
 * What one projection does with one event (upcast and validated): the documents it touches, or
 * why it cannot be applied (the data does not parse, or the projection's own code threw).
 */
type Step =
  | {
      projection: Projection;
      event: AnyProjectedEvent;
      ids: readonly string[];
      cascade: Filter | null | undefined;
    }
  | { projection: Projection; error: unknown };

interface PreparedEvent {
  recorded: RecordedEvent;
  /** One per projection that handles the event. */
  steps: Step[];
}

const byTypeOf = new WeakMap<readonly Projection[], ReadonlyMap<string, readonly Projection[]>>();

/** The projections that handle each event type, worked out once per list of projections. */
function projectionsByType(projections: readonly Projection[]): ReadonlyMap<string, readonly Projection[]> {
  let byType = byTypeOf.get(projections);
  if (!byType) {
    const map = new Map<string, Projection[]>();
    for (const projection of projections)
      for (const type of projection.handles) map.set(type, [...(map.get(type) ?? []), projection]);
    byTypeOf.set(projections, (byType = map));
  }
  return byType;
}

/**
 * Parses each event once (only if some projection handles it), outside the transaction, and
 * asks each projection that handles it which documents it touches, once: the prefetch and the
 * fold both use the answer.
 */
function prepare(byType: ReadonlyMap<string, readonly Projection[]>) {
  return (recorded: RecordedEvent): PreparedEvent => {
    const interested = byType.get(recorded.type);
    if (!interested) return { recorded, steps: [] };
    let event: AnyProjectedEvent;
    try {
      event = toProjectedEvent(recorded);
    } catch (error) {
      return { recorded, steps: interested.map((projection) => ({ projection, error })) };
    }
    const steps = interested.map((projection): Step => {
      try {
        const cascade = projection.cascadeDelete?.(event);
        return { projection, event, cascade, ids: projection.documentIds(event) };
      } catch (error) {
        return { projection, error };
      }
    });
    return { recorded, steps };
  };
}

/**
 * Reads every document the batch will touch with one `$in` query per read model, so a server
 * store answers a batch in a few round trips instead of one per document. Ids that are not stored
 * are cached as absent.
 */
async function prefetch(
  tx: ReadStoreTransaction,
  cache: BatchCache,
  prepared: readonly PreparedEvent[],
): Promise<void> {
  const wanted = new Map<Projection['readModel'], Set<string>>();
  for (const { steps } of prepared) {
    for (const step of steps) {
      if ('error' in step || step.ids.length === 0) continue;
      let ids = wanted.get(step.projection.readModel);
      if (!ids) wanted.set(step.projection.readModel, (ids = new Set()));
      for (const id of step.ids) ids.add(id);
    }
  }
  for (const [readModel, ids] of wanted) {
    const found = await collectionOf(tx, readModel).find({ _id: { $in: [...ids] } });
    const docs = docsOf(cache, readModel.name);
    for (const doc of found) docs.set(doc._id, { doc, stored: true, dirty: false });
    for (const id of ids) if (!docs.has(id)) docs.set(id, { doc: null, stored: false, dirty: false });
  }
}

function docsOf(cache: BatchCache, readModel: string): Map<string, CachedDoc> {
  let docs = cache.get(readModel);
  if (!docs) cache.set(readModel, (docs = new Map()));
  return docs;
}

/**
 * Writes every changed cached document (optionally only one read model's), one writeDocuments
 * per read model, and marks them clean. A document created and removed within the batch was never
 * stored, so it is not deleted either (pending_questions of questions answered in the same batch).
 */
async function flush(tx: ReadStoreTransaction, cache: BatchCache, readModel?: string): Promise<void> {
  for (const [name, docs] of cache) {
    if (readModel !== undefined && name !== readModel) continue;
    const writes = new Map<string, ReadModelDoc | null>();
    for (const [id, entry] of docs) {
      if (!entry.dirty) continue;
      entry.dirty = false;
      if (entry.doc === null && !entry.stored) continue;
      writes.set(id, entry.doc);
      entry.stored = entry.doc !== null;
    }
    if (writes.size > 0) await tx.writeDocuments(name, writes);
  }
}

/** Deletes by filter: pending changes of that collection are written first, then forgotten. */
async function cascadeDelete(
  tx: ReadStoreTransaction,
  cache: BatchCache,
  projection: Projection,
  filter: Filter,
): Promise<void> {
  const name = projection.readModel.name;
  await flush(tx, cache, name);
  await collectionOf(tx, projection.readModel).deleteMany(filter);
  cache.delete(name);
}

/** Reads into the read model's cached documents those of `ids` it does not hold yet. */
async function load(
  tx: ReadStoreTransaction,
  docs: Map<string, CachedDoc>,
  projection: Projection,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    if (docs.has(id)) continue;
    const stored = await collectionOf(tx, projection.readModel).findOne({ _id: id });
    docs.set(id, { doc: stored, stored: stored !== null, dirty: false });
  }
}

/** Folds the event into each (loaded) document it touches; all-or-nothing per projection and event. */
function applyToProjection(
  docs: Map<string, CachedDoc>,
  projection: Projection,
  event: AnyProjectedEvent,
  ids: readonly string[],
): void {
  const updates: Array<[CachedDoc, ReadModelDoc | null]> = [];
  for (const id of ids) {
    const entry = docs.get(id)!;
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
export async function ensureIndexes(
  store: ReadStore,
  projections: readonly Projection[],
  which: 'all' | 'lookup' | 'text' = 'all',
): Promise<void> {
  for (const projection of projections) {
    const name = projection.readModel.name;
    if (which !== 'text') for (const index of projection.indexes ?? []) await store.createIndex(name, index);
    if (which !== 'lookup' && projection.textIndex) await store.createTextIndex(name, projection.textIndex);
  }
}
