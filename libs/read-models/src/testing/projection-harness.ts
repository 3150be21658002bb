import { type EventDataMap, type EventType } from '@buildmentor/contracts';
import { foldDocument, type Projection } from '../projection/projection';
import { type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * In-memory harness for projection specs: the same fold (with the per-document position skip)
 * the engine runs, over a Map instead of a store.
 */
export class ProjectionHarness<D extends ReadModelDoc> {
  readonly docs = new Map<string, D>();
  private position = 0;

  constructor(private readonly projection: Projection<D>) {}

  /** Builds an event at the next log position. */
  event<T extends EventType>(
    type: T,
    data: EventDataMap[T],
    at = '2026-03-02T01:00:00.000Z',
  ): AnyProjectedEvent {
    this.position += 1;
    return {
      type,
      data,
      metadata: { userId: 'actor', correlationId: 'c', causationId: 'c', at, schemaVersion: 1 },
      eventId: `e${this.position}`,
      streamId: 's',
      position: this.position,
      recordedAt: at,
    } as AnyProjectedEvent;
  }

  apply(...events: AnyProjectedEvent[]): this {
    for (const event of events) {
      if (!this.projection.handles.has(event.type)) continue;
      // Cascading deletes by equality filter (all the harness needs to support).
      const cascade = this.projection.cascadeDelete?.(event);
      if (cascade) {
        for (const [id, doc] of this.docs)
          if (Object.entries(cascade).every(([k, v]) => (doc as Record<string, unknown>)[k] === v))
            this.docs.delete(id);
      }
      for (const id of this.projection.documentIds(event)) {
        const result = foldDocument(this.projection, this.docs.get(id) ?? null, event, id);
        if (!result.changed) continue;
        if (result.doc) this.docs.set(id, result.doc);
        else this.docs.delete(id);
      }
    }
    return this;
  }

  get(id: string): D | undefined {
    return this.docs.get(id);
  }

  /** A deep copy of every document, to compare states before and after redelivery. */
  snapshot(): Record<string, D> {
    return structuredClone(Object.fromEntries(this.docs));
  }
}

/** Applies `events` once to one fresh harness and each event twice to another; returns both states. */
export function onceAndTwice<D extends ReadModelDoc>(projection: Projection<D>, events: AnyProjectedEvent[]) {
  const once = new ProjectionHarness(projection).apply(...events).snapshot();
  const twice = new ProjectionHarness(projection).apply(...events.flatMap((e) => [e, e])).snapshot();
  return { once, twice };
}
