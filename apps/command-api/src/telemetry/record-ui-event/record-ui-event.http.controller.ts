import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { telemetryRecordedResponseSchema, telemetryRequestSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { RecordUiEventCommand } from './record-ui-event.command';

export const recordUiEventDoc: RouteDoc = {
  method: 'post',
  path: '/api/telemetry/ui',
  summary: 'Record an examples-panel UI event',
  tag: 'telemetry',
  auth: true,
  body: telemetryRequestSchema,
  response: telemetryRecordedResponseSchema,
  successStatus: 202,
  errors: [413],
};

/** The user comes from the token, never from the body's user_id (the spec's client sends the literal 'current_user'). */
@Controller('telemetry')
export class RecordUiEventController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('ui')
  @HttpCode(202)
  record(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const input = parseRequest(telemetryRequestSchema, body, 'body');
    const event = {
      eventType: input.event_type,
      conversationId: input.session_id ?? null,
      metadata: input.metadata,
    };
    return this.commands.execute(new RecordUiEventCommand(user, event, correlationId));
  }
}
