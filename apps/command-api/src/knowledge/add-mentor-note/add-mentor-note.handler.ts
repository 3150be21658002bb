import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { currentSchemaVersion, type MentorNoteResponse } from '@buildmentor/contracts';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { newId } from '../../shared/event-ids';
import { ApiMetrics } from '../../shared/metrics/api-metrics';
import { AddMentorNoteCommand } from './add-mentor-note.command';

/**
 * A mentor note is a new stream with one fact and no rules beyond the request schema, so it is
 * appended directly with `no_stream` (a fresh id can never collide).
 */
@CommandHandler(AddMentorNoteCommand)
export class AddMentorNoteHandler implements ICommandHandler<AddMentorNoteCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ApiMetrics) private readonly metrics: ApiMetrics,
  ) {}

  async execute({ user, note, correlationId }: AddMentorNoteCommand): Promise<MentorNoteResponse> {
    const noteId = newId();
    const result = await this.eventStore.append(
      `mentor-note-${noteId}`,
      [
        {
          id: noteId,
          type: 'MentorNoteAdded',
          data: { noteId, userId: user.userId, title: note.title, body: note.body, tags: note.tags },
          metadata: {
            userId: user.userId,
            correlationId,
            causationId: noteId,
            at: this.clock().toISOString(),
            schemaVersion: currentSchemaVersion('MentorNoteAdded'),
          },
        },
      ],
      'no_stream',
    );
    this.metrics.appended([{ type: 'MentorNoteAdded' }]);
    return { success: true, note_id: noteId, position: result.position };
  }
}
