import { type AnswerGeneratedData, type AskResponse } from '@buildmentor/contracts';
import { type EventStore } from '@buildmentor/event-store';

/**
 * The answer recorded for a question (its AnswerGenerated on the conversation stream), as the ask
 * endpoints return it (with the answerer that wrote it), read from the event store: it is there the moment it is appended, whatever
 * the projector has caught up with. Null when none is recorded.
 */
export async function recordedAnswer(
  eventStore: EventStore,
  conversationId: string,
  questionId: string,
): Promise<AskResponse | null> {
  const events = await eventStore.readStream(`conversation-${conversationId}`, { direction: 'backwards' });
  const event = events.find(
    (e) => e.type === 'AnswerGenerated' && (e.data as { questionId?: string }).questionId === questionId,
  );
  if (!event) return null;
  const { answer, answerId, generator } = event.data as AnswerGeneratedData;
  return { ...answer, question_id: questionId, answer_id: answerId, position: event.position, generator };
}
