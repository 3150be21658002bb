import { type EventDataMap, type EventMetadata, type EventType } from '@buildmentor/contracts';

/** A stored event after upcasting and validation: what projections fold. */
export interface ProjectedEvent<T extends EventType = EventType> {
  type: T;
  data: EventDataMap[T];
  metadata: EventMetadata;
  eventId: string;
  streamId: string;
  position: number;
  recordedAt: string;
}

/** The discriminated union over every event type, so `switch (event.type)` narrows `data`. */
export type AnyProjectedEvent = { [K in EventType]: ProjectedEvent<K> }[EventType];
