import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type TelemetryRecordedResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { newId } from '../../shared/event-ids';
import { ApiMetrics } from '../../shared/metrics/api-metrics';
import { TelemetryTooLargeError } from '../telemetry.errors';
import { RecordUiEventCommand } from './record-ui-event.command';

const MAX_METADATA_BYTES = 2048;

/**
 * UI telemetry on `telemetry-<user>`. Telemetry streams have no rules, so events are appended
 * with expected revision "any" and a fresh id. The stored event names the conversation
 * `sessionId` (its field since the first event; stored names stay).
 */
@CommandHandler(RecordUiEventCommand)
export class RecordUiEventHandler implements ICommandHandler<RecordUiEventCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ApiMetrics) private readonly metrics: ApiMetrics,
  ) {}

  async execute({ user, event, correlationId }: RecordUiEventCommand): Promise<TelemetryRecordedResponse> {
    if (JSON.stringify(event.metadata).length > MAX_METADATA_BYTES) throw TelemetryTooLargeError();
    const id = newId();
    await this.eventStore.append(
      `telemetry-${user.userId}`,
      [
        {
          id,
          type: 'UiEventRecorded',
          data: {
            userId: user.userId,
            eventType: event.eventType,
            sessionId: event.conversationId,
            metadata: event.metadata,
          },
          metadata: {
            userId: user.userId,
            correlationId,
            causationId: id,
            at: this.clock().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { any: 'telemetry is an append-only record with no invariants to protect' },
    );
    this.metrics.appended([{ type: 'UiEventRecorded' }]);
    return { recorded: true };
  }
}
