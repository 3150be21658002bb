import { type EventDataMap, type EventType } from '@buildmentor/contracts';
import { type Filter, type IndexSpec } from '@buildmentor/read-store';
import { type AnyProjectedEvent } from './projected-event';
import { type ReadModel, type ReadModelDoc } from './read-model';

/**
 * A projection is pure: given the current document (or null) and an event, return the next
 * document (or null to delete it). The engine does the I/O, batching and bookkeeping.
 */
export interface Projection<D extends ReadModelDoc = ReadModelDoc> {
  /** The read-model collection this projection owns (no two projections share one). */
  readonly readModel: ReadModel<D>;
  readonly handles: ReadonlySet<EventType>;
  /** The documents an event touches; usually one. */
  documentIds(event: AnyProjectedEvent): string[];
  /** `id` is the document being evolved (one of documentIds(event)). */
  evolve(doc: D | null, event: AnyProjectedEvent, id: string): D | null;
  /**
   * Documents an event removes that documentIds cannot name (e.g. every search chunk of a deleted
   * document). Applied in the same transaction, after the batch's earlier changes.
   */
  cascadeDelete?(event: AnyProjectedEvent): Filter | null;
  readonly indexes?: readonly IndexSpec[];
  /** String fields searched with ReadCollection.search (a full-text index). */
  readonly textIndex?: readonly string[];
}

export type FoldResult<D> = { changed: false } | { changed: true; doc: D | null };

/**
 * Applies one event to one document, skipping it when the document has already seen this
 * position or a later one. That skip is what makes a redelivered event change nothing.
 */
export function foldDocument<D extends ReadModelDoc>(
  projection: Projection<D>,
  doc: D | null,
  event: AnyProjectedEvent,
  id: string,
): FoldResult<D> {
  if (doc && doc._position >= event.position) return { changed: false };
  const next = projection.evolve(doc, event, id);
  if (next === null) return doc === null ? { changed: false } : { changed: true, doc: null };
  return { changed: true, doc: { ...next, _position: event.position } };
}

/** Helper for projections: `new Set<EventType>([...])` with the literal types checked. */
export function eventTypes(...types: EventType[]): ReadonlySet<EventType> {
  return new Set(types);
}

/** The string fields every one of the events `T` carries (so any of them names the document). */
type SharedIdField<T extends EventType> = {
  [K in keyof EventDataMap[T]]: EventDataMap[T][K] extends string ? K : never;
}[keyof EventDataMap[T]] &
  string;

/**
 * For a projection whose events each touch one document, named by the same field of every event
 * (conversationId, documentId, userId...): the events it handles and the document each touches,
 * from one list. The field is checked to be a string on every one of those events.
 */
export function oneDocumentPerEvent<T extends EventType>(
  types: readonly T[],
  field: SharedIdField<T>,
): Pick<Projection, 'handles' | 'documentIds'> {
  const handles = eventTypes(...types);
  return {
    handles,
    documentIds: (event) =>
      handles.has(event.type) ? [(event.data as Record<string, unknown>)[field] as string] : [],
  };
}
