import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ANSWER_GENERATOR, type AnswerGenerator, type GeneratedAnswer } from '@buildmentor/answering';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { type Logger } from '@buildmentor/config';
import {
  type AskResponse,
  type SubscriptionResponse,
  type V2Answer,
  v2AnswerSchema,
} from '@buildmentor/contracts';
import {
  allowanceAt,
  ConversationNotFoundError,
  conversationDecider,
  QuestionAlreadyResolvedError,
  quotaDecider,
  quotaUsage,
  RequestKeyReusedError,
} from '@buildmentor/domain';
import { MESSAGES } from '@buildmentor/read-models';
import { RolesService } from '../../auth/roles.service';
import { KnowledgeSearch } from '../../knowledge/search-knowledge/knowledge-search.service';
import { answerStatus, subscriptionResponse } from '../../user/subscription-response';
import { type AuthenticatedUser } from '../../http/request-context';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext, commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { deterministicId, newId } from '../../shared/event-ids';
import { AnswerFailedError } from '../chat.errors';
import { recordedAnswer } from '../recorded-answer';
import { AskQuestionCommand } from './ask-question.command';
import { loadAskerProfile, loadContextTurns } from './asker-context';
import { requestFingerprint } from './request-fingerprint';

/**
 * Asking a question (DESIGN.md section 2): reserve quota first on quota-<user> with the exact
 * revision, so concurrent asks cannot overspend; then QuestionAsked; then the answerer; then
 * AnswerGenerated. If the answerer fails: AnswerFailed and a refund.
 *
 * A client request id is one key per user, whatever the conversation: the reservation and the
 * question record which conversation and which question (fingerprint) the key stands for, and a
 * repeat must match both (else 422). An exact repeat returns what was recorded and spends nothing.
 */
@CommandHandler(AskQuestionCommand)
export class AskQuestionHandler implements ICommandHandler<AskQuestionCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(ANSWER_GENERATOR) private readonly answerer: AnswerGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(RolesService) private readonly roles: RolesService,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(KnowledgeSearch) private readonly knowledge: KnowledgeSearch,
  ) {}

  async execute({ user, ask, correlationId, listener }: AskQuestionCommand): Promise<AskResponse> {
    const at = this.clock();
    // A client request id makes the whole ask repeatable: same ids, so a retry appends nothing new.
    const causationId = ask.clientRequestId ? `${user.userId}:${ask.clientRequestId}` : newId();
    const context = commandContext(user.userId, correlationId, at, causationId);
    const questionId = deterministicId(causationId, 'question');
    const answerId = deterministicId(causationId, 'answer');
    const conversationId = ask.conversationId ?? deterministicId(causationId, 'conversation');
    const conversationStream = `conversation-${conversationId}`;
    const requestHash = requestFingerprint(ask.question, ask.enhanced);

    // Check the conversation before spending quota on it: another user's reads as not found.
    if (ask.conversationId) {
      const existing = await this.runner.load(conversationDecider, conversationStream);
      if (existing.status !== 'active' || existing.userId !== user.userId) throw ConversationNotFoundError();
    }
    if (ask.clientRequestId) await this.assertKeyNotUsedElsewhere(user.userId, questionId, conversationId);

    const quota = await this.reserve(user, questionId, conversationId, requestHash, context);
    const asked = await this.runner.run(
      conversationDecider,
      conversationStream,
      {
        type: 'AskQuestion',
        data: {
          conversationId,
          userId: user.userId,
          questionId,
          question: ask.question,
          enhanced: ask.enhanced,
          requestHash,
        },
      },
      context,
    );
    listener.onAccepted?.({ questionId, conversationId });

    // A retried request gets what was recorded: the answer, or the failure (never a new attempt).
    const status =
      asked.state.status === 'active' ? asked.state.questions.get(questionId)?.status : undefined;
    if (status === 'answered') {
      const recorded = await recordedAnswer(this.eventStore, conversationId, questionId);
      if (recorded) return recorded;
    }
    if (status === 'failed') throw AnswerFailedError();
    // The recovery gave this question back (its reservation outlived the answer timeout with no
    // question recorded, e.g. this handler stalled): it must not be answered unpaid now.
    if (await this.wasRefunded(user.userId, questionId)) {
      await this.fail(
        user,
        conversationStream,
        conversationId,
        questionId,
        new Error('refunded before it was answered'),
        context,
      );
      throw AnswerFailedError();
    }

    const subscription = answerStatus(quota);
    let generated: GeneratedAnswer;
    let answer: V2Answer;
    try {
      generated = await this.answerer.generate(
        {
          question: ask.question.trim(),
          conversationId,
          questionId,
          userId: user.userId,
          tier: subscription.tier,
          enhanced: ask.enhanced,
          profile: await loadAskerProfile(this.readModels, user.userId),
          history: await loadContextTurns(this.readModels, conversationId, at),
          // Enhanced mode: the asker's own documents and the community bank, never anyone else's.
          passages: ask.enhanced ? await this.knowledge.passages(user.userId, ask.question) : [],
          now: at.toISOString(),
        },
        { onDelta: listener.onDelta },
      );
      answer = v2AnswerSchema.parse({
        ...generated.answer,
        session_id: conversationId,
        subscription_status: subscription,
      });
    } catch (error) {
      await this.fail(user, conversationStream, conversationId, questionId, error, context);
      throw AnswerFailedError();
    }

    let recorded;
    try {
      recorded = await this.runner.run(
        conversationDecider,
        conversationStream,
        {
          type: 'RecordAnswer',
          data: { conversationId, questionId, answerId, answer, generator: this.answerer.kind },
        },
        context,
      );
    } catch (error) {
      // The recovery failed and refunded the question while this answer was being produced (a
      // stalled handler): the conversation shows the failure, so the asker is told the same.
      if (!QuestionAlreadyResolvedError.is(error)) throw error;
      this.logger.warn('answer arrived after the question was failed', { correlationId, questionId });
      throw AnswerFailedError();
    }
    // An exact repeat running alongside the first recorded the answer already: return that one.
    if (recorded.events.length === 0) {
      const first = await recordedAnswer(this.eventStore, conversationId, questionId);
      if (first) return first;
    }
    // Workflow intelligence (Pro and above): a newly detected project stage is a fact of the conversation.
    if (generated.projectStage) {
      recorded = await this.runner.run(
        conversationDecider,
        conversationStream,
        {
          type: 'DetectProjectStage',
          data: { conversationId, questionId, stage: generated.projectStage },
        },
        context,
      );
    }
    return {
      ...answer,
      question_id: questionId,
      answer_id: answerId,
      position: recorded.position,
      generator: this.answerer.kind,
    };
  }

  /**
   * The key's earlier use in another conversation, from the messages read model (the question's
   * message id is the question id). Unlimited askers reserve nothing, so this is what refuses
   * their reuse without a write per ask; for everyone else the reservation refuses it atomically
   * and this only answers sooner. A reuse racing the projector can slip past here (docs/decisions.md).
   */
  private async assertKeyNotUsedElsewhere(
    userId: string,
    questionId: string,
    conversationId: string,
  ): Promise<void> {
    const earlier = await (await this.readModels.collection(MESSAGES)).findOne({ _id: questionId });
    if (earlier && (earlier.user_id !== userId || earlier.conversation_id !== conversationId))
      throw RequestKeyReusedError();
  }

  /** Whether the question's reservation has been given back (by a failure or by the recovery). */
  private async wasRefunded(userId: string, questionId: string): Promise<boolean> {
    const quota = await this.runner.load(quotaDecider, `quota-${userId}`);
    return quota.reservations.get(questionId)?.refunded ?? false;
  }

  /**
   * Pays for the question on quota-<user> with the exact revision (the decider knows the trial,
   * Starter day, booster, plans; unlimited askers reserve nothing), recording which conversation
   * and which question the request id paid for. Returns the status to show.
   */
  private async reserve(
    user: AuthenticatedUser,
    questionId: string,
    conversationId: string,
    requestHash: string,
    context: CommandContext,
  ): Promise<SubscriptionResponse> {
    const entitlement = { role: await this.roles.roleOf(user.userId, user.email), userType: user.userType };
    const at = context.at.toISOString();
    const result = await this.runner.run(
      quotaDecider,
      `quota-${user.userId}`,
      {
        type: 'ReserveQuestion',
        data: { userId: user.userId, questionId, conversationId, requestHash, at, entitlement },
      },
      context,
    );
    // What is left after paying, by the same rule the decider charged by.
    return subscriptionResponse(allowanceAt(entitlement, quotaUsage(result.state, at), at));
  }

  private async fail(
    user: AuthenticatedUser,
    stream: string,
    conversationId: string,
    questionId: string,
    error: unknown,
    context: CommandContext,
  ) {
    const reason =
      error instanceof Error ? error.message.slice(0, 500) || 'answerer failed' : 'answerer failed';
    this.logger.warn('answer failed', { correlationId: context.correlationId, questionId, reason });
    await this.runner.run(
      conversationDecider,
      stream,
      { type: 'FailAnswer', data: { conversationId, questionId, reason } },
      context,
    );
    // A no-op when nothing was reserved (unlimited askers).
    await this.runner.run(
      quotaDecider,
      `quota-${user.userId}`,
      { type: 'RefundQuestion', data: { userId: user.userId, questionId, reason: 'answer failed' } },
      context,
    );
  }
}
