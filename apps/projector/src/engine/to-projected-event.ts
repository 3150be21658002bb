import { parseEventData, type EventType } from '@buildmentor/contracts';
import { type RecordedEvent } from '@buildmentor/event-store';
import { type AnyProjectedEvent } from '@buildmentor/read-models';

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
