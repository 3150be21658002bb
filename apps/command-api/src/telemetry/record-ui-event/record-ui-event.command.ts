import { Command } from '@nestjs/cqrs';
import { type TelemetryRecordedResponse, type UI_TELEMETRY_TYPES } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** One examples-panel event (served, dismissed, clicked). */
export interface UiEvent {
  eventType: (typeof UI_TELEMETRY_TYPES)[number];
  /** The conversation open at the time ('anonymous' before the first), when the client says. */
  conversationId: string | null;
  metadata: Record<string, unknown>;
}

export class RecordUiEventCommand extends Command<TelemetryRecordedResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly event: UiEvent,
    readonly correlationId: string,
  ) {
    super();
  }
}
