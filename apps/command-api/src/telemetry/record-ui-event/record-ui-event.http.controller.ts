import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { z } from 'zod';
import { telemetryRequestSchema } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { CurrentUser } from '../../auth/current-user.decorator';
import { HttpProblem } from '../../http/problem-details.filter';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { newId } from '../../shared/event-ids';

const MAX_METADATA_BYTES = 2048;
const recordedSchema = z.object({ recorded: z.literal(true) });

export const recordUiEventDoc: RouteDoc = {
  method: 'post', path: '/api/telemetry/ui', summary: 'Record an examples-panel UI event', tag: 'telemetry', auth: true, body: telemetryRequestSchema, response: recordedSchema, successStatus: 202, errors: [413],
};

/**
 * UI telemetry (examples served, dismissed, clicked). The user comes from the token, never from
 * the body's user_id (the spec's client sends the literal 'current_user'). Telemetry streams have
 * no rules, so events are appended with expected revision "any" and a fresh id.
 */
@Controller('telemetry')
export class RecordUiEventController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('ui')
  @HttpCode(202)
  async record(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest) {
    const input = parseRequest(telemetryRequestSchema, body, 'body');
    if (JSON.stringify(input.metadata).length > MAX_METADATA_BYTES) throw new HttpProblem(413, 'TELEMETRY.TOO_LARGE', 'Telemetry metadata is too large.');
    const id = newId();
    await this.eventStore.append(`telemetry-${user.uid}`, [{
      id,
      type: 'UiEventRecorded',
      data: { userId: user.uid, eventType: input.event_type, sessionId: input.session_id ?? null, metadata: input.metadata },
      metadata: { userId: user.uid, correlationId: request.correlationId, causationId: id, at: this.clock().toISOString(), schemaVersion: 1 },
    }], { any: 'telemetry is an append-only record with no invariants to protect' });
    return { recorded: true as const };
  }
}
