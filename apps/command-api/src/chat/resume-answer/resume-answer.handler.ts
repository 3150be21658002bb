import { setTimeout as sleep } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AppConfig } from '@buildmentor/config';
import { type AskResponse } from '@buildmentor/contracts';
import {
  ConversationNotFoundError,
  conversationDecider,
  type QuestionStatus,
  QuestionNotFoundError,
} from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { CLOCK, type Clock, CONFIG } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { AnswerFailedError, AnswerStoppedError } from '../chat.errors';
import { recordedAnswer } from '../recorded-answer';
import {
  type RecoveryTiming,
  settledBy,
  settleWithinMs,
} from '../recover-orphaned-questions/orphan-recovery';
import { ResumeAnswerQuery } from './resume-answer.query';

/** How often a waiting stream looks again: one indexed revision lookup while nothing changed. */
export const RESUME_POLL_MS = 250;

/**
 * A question's outcome from the event store, not the read models: the conversation stream through
 * the decider runner (its cached fold, checked against the store's revision), so the answer is
 * found the moment any API process appends it, before the projector has caught up.
 *
 * A question still being answered is waited for, polling that one stream, until the orphan
 * recovery's bound: by then every question has an outcome (the recovery fails and refunds one
 * whose handler died), so a question still pending after it is reported as failed, as the
 * recovery is about to record.
 */
@QueryHandler(ResumeAnswerQuery)
export class ResumeAnswerHandler implements IQueryHandler<ResumeAnswerQuery> {
  private readonly timing: RecoveryTiming;

  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.timing = { answerTimeoutMs: config.OPENAI_TIMEOUT_MS, graceMs: config.ANSWER_RECOVERY_GRACE_MS };
  }

  async execute({
    userId,
    conversationId,
    questionId,
    signal,
    listener,
  }: ResumeAnswerQuery): Promise<AskResponse | null> {
    let status = await this.statusOf(userId, conversationId, questionId);
    listener.onFound?.();
    if (status === 'asked') {
      const deadline = settledBy(await this.askedAt(conversationId, questionId), this.timing).getTime();
      // Also a bound in real time, should the clock stand still (tests pin it).
      const giveUpAt = Date.now() + settleWithinMs(this.timing);
      while (status === 'asked') {
        if (this.clock().getTime() >= deadline || Date.now() >= giveUpAt) throw AnswerFailedError();
        await sleep(RESUME_POLL_MS, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) return null;
        status = await this.statusOf(userId, conversationId, questionId);
      }
    }
    if (status === 'failed') throw AnswerFailedError();
    // Stopped by the asker (or by the connection closing): nothing more will come.
    if (status === 'stopped') throw AnswerStoppedError();
    return recordedAnswer(this.eventStore, conversationId, questionId);
  }

  /** Someone else's conversation, or a question not in it, reads as not found. */
  private async statusOf(
    userId: string,
    conversationId: string,
    questionId: string,
  ): Promise<QuestionStatus['status']> {
    const conversation = await this.runner.load(conversationDecider, `conversation-${conversationId}`);
    if (conversation.status !== 'active' || conversation.userId !== userId) throw ConversationNotFoundError();
    const question = conversation.questions.get(questionId);
    if (!question) throw QuestionNotFoundError();
    return question.status;
  }

  /** When the question was asked (its QuestionAsked's decision time, which the recovery also counts from). */
  private async askedAt(conversationId: string, questionId: string): Promise<Date> {
    const events = await this.eventStore.readStream(`conversation-${conversationId}`);
    const asked = events.find(
      (e) => e.type === 'QuestionAsked' && (e.data as { questionId?: string }).questionId === questionId,
    );
    return new Date(asked?.metadata.at ?? this.clock());
  }
}
