import {
  parseEventData,
  type EventDataMap,
  type EventMetadata,
  type EventType,
} from '@buildmentor/contracts';
import { type RecordedEvent } from '@buildmentor/event-store';

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

/** Upcasts old schema versions and validates the data; throws on an unknown type or bad data. */
export function toProjectedEvent(recorded: RecordedEvent): AnyProjectedEvent {
  const type = recorded.type as EventType;
  const data = parseEventData(type, recorded.data, recorded.metadata.schemaVersion);
  return {
    type,
    data,
    metadata: recorded.metadata,
    eventId: recorded.id,
    streamId: recorded.streamId,
    position: recorded.position,
    recordedAt: recorded.recordedAt,
  } as AnyProjectedEvent;
}
