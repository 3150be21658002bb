import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ANSWER_GENERATOR,
  type AnswerGenerator,
  AnswerGenerationError,
  type AnswerUsage,
  type GeneratedAnswer,
} from '@buildmentor/answering';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { type AppConfig, type Logger } from '@buildmentor/config';
import {
  ANSWER_STOP_REASONS,
  type AnswerStopReason,
  type AskResponse,
  type SubscriptionResponse,
  type SubscriptionStatus,
  type V2Answer,
  v2AnswerSchema,
} from '@buildmentor/contracts';
import {
  allowanceAt,
  assertMayRegenerate,
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
import { CLOCK, type Clock, CONFIG, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext, commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { deterministicId, newId } from '../../shared/event-ids';
import { AnswerFailedError, AnswerStoppedError } from '../chat.errors';
import { recordedAnswer } from '../recorded-answer';
import { AskQuestionCommand } from './ask-question.command';
import { loadAskerProfile, loadContextTurns } from './asker-context';
import { requestFingerprint } from './request-fingerprint';

/**
 * Asking a question (DESIGN.md section 2): reserve quota first on quota-<user> with the exact
 * revision, so concurrent asks cannot overspend; then QuestionAsked; then the answerer; then
 * AnswerGenerated. If the answerer fails: AnswerFailed and a refund. An answer that is not
 * chargeable (no grounded answer) is refunded too, and recorded.
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
    @Inject(CONFIG) private readonly config: AppConfig,
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
    const requestHash = requestFingerprint(ask.question, ask.enhanced, ask.regenerates);

    // Check the conversation before spending quota on it: another user's reads as not found.
    if (ask.conversationId) {
      const existing = await this.runner.load(conversationDecider, conversationStream);
      if (existing.status !== 'active' || existing.userId !== user.userId) throw ConversationNotFoundError();
      // A regeneration the decider would refuse is refused before it is paid for (a retry is not).
      if (ask.regenerates && !existing.questions.has(questionId))
        assertMayRegenerate(existing, ask.regenerates);
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
          regenerates: ask.regenerates,
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
    if (status === 'stopped') throw AnswerStoppedError();
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
    // What the asker has been sent of the technical text: a stopped answer records it.
    let delivered = '';
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
          history: await loadContextTurns(this.readModels, conversationId, at, questionId, ask.regenerates),
          // Enhanced mode: the asker's own documents and the community bank, never anyone else's.
          passages: ask.enhanced ? await this.knowledge.passages(user.userId, ask.question) : [],
          now: at.toISOString(),
        },
        {
          // Only a streaming asker is sent text before the answer is complete (and only it
          // makes the answerer stream).
          onDelta:
            listener.onDelta &&
            ((text) => {
              delivered += text;
              listener.onDelta?.(text);
            }),
          signal: listener.signal,
        },
      );
      answer = v2AnswerSchema.parse({
        ...generated.answer,
        session_id: conversationId,
        subscription_status: await this.statusAfterCharging(
          user,
          questionId,
          generated,
          subscription,
          context,
        ),
      });
    } catch (error) {
      const usage = error instanceof AnswerGenerationError ? error.usage : undefined;
      if (listener.signal?.aborted) {
        const reason = stopReason(listener.signal);
        await this.stop(user, conversationId, questionId, { reason, delivered, usage }, context);
        throw AnswerStoppedError();
      }
      await this.fail(user, conversationStream, conversationId, questionId, error, context, usage);
      throw AnswerFailedError();
    }

    let recorded;
    try {
      recorded = await this.runner.run(
        conversationDecider,
        conversationStream,
        {
          type: 'RecordAnswer',
          data: {
            conversationId,
            questionId,
            answerId,
            answer,
            generator: this.answerer.kind,
            usage: generated.usage,
          },
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
    await this.recordTokens(user.userId, questionId, generated.usage, context);
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
        data: {
          userId: user.userId,
          questionId,
          conversationId,
          requestHash,
          at,
          entitlement,
          tokenBudgets: this.config.TOKEN_BUDGETS,
        },
      },
      context,
    );
    // What is left after paying, by the same rule the decider charged by.
    return subscriptionResponse(allowanceAt(entitlement, quotaUsage(result.state, at), at));
  }

  /**
   * The status an answer reports. An answer the answerer marks not chargeable (it says it has no
   * grounded answer) gives the question back by the same refund as a failure, before the answer
   * is recorded, so the status recorded and returned with it shows the question unspent.
   */
  private async statusAfterCharging(
    user: AuthenticatedUser,
    questionId: string,
    generated: GeneratedAnswer,
    charged: SubscriptionStatus,
    context: CommandContext,
  ): Promise<SubscriptionStatus> {
    if (generated.chargeable !== false) return charged;
    const refunded = await this.runner.run(
      quotaDecider,
      `quota-${user.userId}`,
      { type: 'RefundQuestion', data: { userId: user.userId, questionId, reason: 'no grounded answer' } },
      context,
    );
    const entitlement = { role: await this.roles.roleOf(user.userId, user.email), userType: user.userType };
    const at = context.at.toISOString();
    return answerStatus(subscriptionResponse(allowanceAt(entitlement, quotaUsage(refunded.state, at), at)));
  }

  private async fail(
    user: AuthenticatedUser,
    stream: string,
    conversationId: string,
    questionId: string,
    error: unknown,
    context: CommandContext,
    usage?: AnswerUsage,
  ) {
    const reason =
      error instanceof Error ? error.message.slice(0, 500) || 'answerer failed' : 'answerer failed';
    this.logger.warn('answer failed', { correlationId: context.correlationId, questionId, reason });
    await this.runner.run(
      conversationDecider,
      stream,
      { type: 'FailAnswer', data: { conversationId, questionId, reason, usage } },
      context,
    );
    // A no-op when nothing was reserved (unlimited askers).
    await this.runner.run(
      quotaDecider,
      `quota-${user.userId}`,
      { type: 'RefundQuestion', data: { userId: user.userId, questionId, reason: 'answer failed' } },
      context,
    );
    // A reply that failed (cut off at OPENAI_MAX_COMPLETION_TOKENS, malformed) still cost its tokens.
    await this.recordTokens(user.userId, questionId, usage, context);
  }

  /**
   * The asker ended the answer (Stop, or the client went away): the model call has ended with
   * it. Recorded as stopped with the text delivered so far; a stop before any text is refunded
   * (nothing useful was delivered), one after it is charged (docs/decisions.md, Model cost control).
   */
  private async stop(
    user: AuthenticatedUser,
    conversationId: string,
    questionId: string,
    stopped: { reason: AnswerStopReason; delivered: string; usage: AnswerUsage | undefined },
    context: CommandContext,
  ) {
    const { reason, delivered, usage } = stopped;
    this.logger.info('answer stopped', {
      correlationId: context.correlationId,
      questionId,
      reason,
      deliveredChars: delivered.length,
    });
    try {
      await this.runner.run(
        conversationDecider,
        `conversation-${conversationId}`,
        {
          type: 'StopAnswer',
          data: {
            conversationId,
            questionId,
            reason,
            partialText: delivered,
            generator: this.answerer.kind,
            usage,
          },
        },
        context,
      );
    } catch (error) {
      // The recovery failed the question first (a stalled handler): its outcome stands.
      if (!QuestionAlreadyResolvedError.is(error)) throw error;
      return;
    }
    if (delivered === '')
      await this.runner.run(
        quotaDecider,
        `quota-${user.userId}`,
        {
          type: 'RefundQuestion',
          data: { userId: user.userId, questionId, reason: 'answer stopped before any text' },
        },
        context,
      );
    await this.recordTokens(user.userId, questionId, usage, context);
  }

  /** Counts what the model server reported against the month's token budget (quota-<user>). */
  private async recordTokens(
    userId: string,
    questionId: string,
    usage: AnswerUsage | undefined,
    context: CommandContext,
  ) {
    if (!usage) return;
    await this.runner.run(
      quotaDecider,
      `quota-${userId}`,
      { type: 'RecordTokens', data: { userId, questionId, at: context.at.toISOString(), ...usage } },
      context,
    );
  }
}

/** Why the signal ended the answer: the reason it was aborted with, else a disconnect. */
function stopReason(signal: AbortSignal): AnswerStopReason {
  return ANSWER_STOP_REASONS.find((r) => r === signal.reason) ?? 'client_disconnected';
}
