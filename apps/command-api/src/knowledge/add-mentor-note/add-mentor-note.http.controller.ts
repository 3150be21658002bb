import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { mentorNoteRequestSchema, mentorNoteResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { AddMentorNoteCommand } from './add-mentor-note.command';

export const addMentorNoteDoc: RouteDoc = {
  method: 'post',
  path: '/api/knowledge/mentor-note',
  summary: 'Add a private mentor note (title, body, tags), searchable with include_mentor_notes',
  tag: 'knowledge',
  auth: true,
  body: mentorNoteRequestSchema,
  response: mentorNoteResponseSchema,
};

@Controller('knowledge')
export class AddMentorNoteController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @RateLimit('user-write')
  @Post('mentor-note')
  @HttpCode(200)
  add(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @CorrelationId() correlationId: string) {
    return this.commands.execute(
      new AddMentorNoteCommand(user, parseRequest(mentorNoteRequestSchema, body, 'body'), correlationId),
    );
  }
}
