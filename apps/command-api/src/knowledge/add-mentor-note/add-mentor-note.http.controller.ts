import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { currentSchemaVersion, mentorNoteRequestSchema, mentorNoteResponseSchema } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { newId } from '../../shared/event-ids';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const addMentorNoteDoc: RouteDoc = {
  method: 'post', path: '/api/knowledge/mentor-note', summary: 'Add a private mentor note (title, body, tags), searchable with include_mentor_notes', tag: 'knowledge', auth: true, body: mentorNoteRequestSchema, response: mentorNoteResponseSchema,
};

/**
 * A mentor note is a new stream with one fact and no rules beyond the request schema, so it is
 * appended directly with `no_stream` (a fresh id can never collide).
 */
@Controller('knowledge')
export class AddMentorNoteController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @RateLimit('user-write')
  @Post('mentor-note')
  @HttpCode(200)
  async add(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest) {
    const note = parseRequest(mentorNoteRequestSchema, body, 'body');
    const noteId = newId();
    const result = await this.eventStore.append(`mentor-note-${noteId}`, [{
      id: noteId,
      type: 'MentorNoteAdded',
      data: { noteId, userId: user.uid, title: note.title, body: note.body, tags: note.tags },
      metadata: { userId: user.uid, correlationId: request.correlationId, causationId: noteId, at: this.clock().toISOString(), schemaVersion: currentSchemaVersion('MentorNoteAdded') },
    }], 'no_stream');
    return { success: true as const, note_id: noteId, position: result.position };
  }
}
