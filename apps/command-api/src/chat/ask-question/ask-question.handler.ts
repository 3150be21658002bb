import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ANSWER_GENERATOR, type AnswerGenerator, type GeneratedAnswer } from '@buildmentor/answering';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { type Logger } from '@buildmentor/config';
import { type AskResponse, CHAT_FAILURE_MESSAGE, type SubscriptionResponse, type V2Answer, v2AnswerSchema } from '@buildmentor/contracts';
import { ConversationNotFoundError, conversationDecider, QuestionAlreadyResolvedError, quotaDecider, RequestKeyReusedError } from '@buildmentor/domain';
import { type Doc } from '@buildmentor/read-store';
import { RolesService } from '../../auth/roles.service';
import { KnowledgeSearch } from '../../knowledge/search-knowledge/knowledge-search.service';
import { snapshotOfQuotaState } from '../../user/quota-status/quota-snapshot';
import { answerStatus, quotaStatus } from '../../user/quota-status/quota-status';
import { HttpProblem } from '../../http/problem-details.filter';
import { type AuthenticatedUser } from '../../http/request-context';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { deterministicId, newId } from '../../shared/event-ids';
import { AskQuestionCommand } from './ask-question.command';
import { loadAskerProfile, loadContextTurns } from './asker-context';
import { requestFingerprint } from './request-fingerprint';

interface AskedMessageView extends Doc {
  _id: string;
  user_id: string;
  conversation_id: string;
}

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
export class AskQuestionHandler implements ICommandHandler<AskQuestionCommand, AskResponse> {
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

  async execute({ user, request, correlationId, listener }: AskQuestionCommand): Promise<AskResponse> {
    const at = this.clock();
    // A client request id makes the whole ask repeatable: same ids, so a retry appends nothing new.
    const causationId = request.client_request_id ? `${user.uid}:${request.client_request_id}` : newId();
    const context: CommandContext = { actorId: user.uid, correlationId, causationId, at };
    const questionId = deterministicId(causationId, 'question');
    const answerId = deterministicId(causationId, 'answer');
    const conversationId = request.session_id ?? deterministicId(causationId, 'conversation');
    const conversationStream = `conversation-${conversationId}`;
    const requestHash = requestFingerprint(request.question, request.enhanced ?? false);

    // Check the session before spending quota on it: another user's conversation reads as not found.
    if (request.session_id) {
      const existing = await this.runner.load(conversationDecider, conversationStream);
      if (existing.status !== 'active' || existing.userId !== user.uid) throw new ConversationNotFoundError();
    }
    if (request.client_request_id) await this.assertKeyNotUsedElsewhere(user.uid, questionId, conversationId);

    const quota = await this.reserve(user, questionId, conversationId, requestHash, context);
    const asked = await this.runner.run(conversationDecider, conversationStream, {
      type: 'AskQuestion',
      data: { conversationId, userId: user.uid, questionId, question: request.question, enhanced: request.enhanced ?? false, requestHash },
    }, context);
    listener.onAccepted?.({ question_id: questionId, session_id: conversationId });

    // A retried request gets what was recorded: the answer, or the failure (never a new attempt).
    const status = asked.state.status === 'active' ? asked.state.questions.get(questionId)?.status : undefined;
    if (status === 'answered') {
      const recorded = await this.recordedAnswer(conversationStream, questionId);
      if (recorded) return { ...recorded.answer, question_id: questionId, answer_id: answerId, position: recorded.position };
    }
    if (status === 'failed') throw new HttpProblem(502, 'ANSWER.FAILED', CHAT_FAILURE_MESSAGE);
    // The recovery gave this question back (its reservation outlived the answer timeout with no
    // question recorded, e.g. this handler stalled): it must not be answered unpaid now.
    if (await this.wasRefunded(user.uid, questionId)) {
      await this.fail(user, conversationStream, conversationId, questionId, new Error('refunded before it was answered'), context);
      throw new HttpProblem(502, 'ANSWER.FAILED', CHAT_FAILURE_MESSAGE);
    }

    const subscription = answerStatus(quota);
    let generated: GeneratedAnswer;
    let answer: V2Answer;
    try {
      generated = await this.answerer.generate({
        question: request.question.trim(),
        conversationId,
        questionId,
        userId: user.uid,
        tier: subscription.tier,
        enhanced: request.enhanced ?? false,
        profile: await loadAskerProfile(this.readModels, user.uid),
        history: await loadContextTurns(this.readModels, conversationId, at),
        // Enhanced mode: the asker's own documents and the community bank, never anyone else's.
        passages: request.enhanced ? await this.knowledge.passages(user.uid, request.question) : [],
        now: at.toISOString(),
      }, { onDelta: listener.onDelta });
      answer = v2AnswerSchema.parse({ ...generated.answer, session_id: conversationId, subscription_status: subscription });
    } catch (error) {
      await this.fail(user, conversationStream, conversationId, questionId, error, context);
      throw new HttpProblem(502, 'ANSWER.FAILED', CHAT_FAILURE_MESSAGE);
    }

    let recorded;
    try {
      recorded = await this.runner.run(conversationDecider, conversationStream, {
        type: 'RecordAnswer',
        data: { conversationId, questionId, answerId, answer, generator: this.answerer.kind },
      }, context);
    } catch (error) {
      // The recovery failed and refunded the question while this answer was being produced (a
      // stalled handler): the conversation shows the failure, so the asker is told the same.
      if (!(error instanceof QuestionAlreadyResolvedError)) throw error;
      this.logger.warn('answer arrived after the question was failed', { correlationId, questionId });
      throw new HttpProblem(502, 'ANSWER.FAILED', CHAT_FAILURE_MESSAGE);
    }
    // An exact repeat running alongside the first recorded the answer already: return that one.
    if (recorded.events.length === 0) {
      const first = await this.recordedAnswer(conversationStream, questionId);
      if (first) return { ...first.answer, question_id: questionId, answer_id: answerId, position: first.position };
    }
    // Workflow intelligence (Pro and above): a newly detected project stage is a fact of the conversation.
    if (generated.projectStage) {
      recorded = await this.runner.run(conversationDecider, conversationStream, {
        type: 'DetectProjectStage',
        data: { conversationId, questionId, stage: generated.projectStage },
      }, context);
    }
    return { ...answer, question_id: questionId, answer_id: answerId, position: recorded.position };
  }

  /** The answer already recorded for a question (AnswerGenerated on the stream), with its position. */
  private async recordedAnswer(stream: string, questionId: string): Promise<{ answer: V2Answer; position: number } | null> {
    const events = await this.eventStore.readStream(stream, { direction: 'backwards' });
    const event = events.find((e) => e.type === 'AnswerGenerated' && (e.data as { questionId?: string }).questionId === questionId);
    return event ? { answer: (event.data as { answer: V2Answer }).answer, position: event.position } : null;
  }

  /**
   * The key's earlier use in another conversation, from the messages read model (the question's
   * message id is the question id). Unlimited askers reserve nothing, so this is what refuses
   * their reuse without a write per ask; for everyone else the reservation refuses it atomically
   * and this only answers sooner. A reuse racing the projector can slip past here (docs/decisions.md).
   */
  private async assertKeyNotUsedElsewhere(userId: string, questionId: string, conversationId: string): Promise<void> {
    const earlier = await (await this.readModels.collection<AskedMessageView>('messages')).findOne({ _id: questionId });
    if (earlier && (earlier.user_id !== userId || earlier.conversation_id !== conversationId)) throw new RequestKeyReusedError();
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
  private async reserve(user: AuthenticatedUser, questionId: string, conversationId: string, requestHash: string, context: CommandContext): Promise<SubscriptionResponse> {
    const role = await this.roles.roleOf(user.uid, user.email);
    const result = await this.runner.run(quotaDecider, `quota-${user.uid}`, {
      type: 'ReserveQuestion',
      data: { userId: user.uid, questionId, conversationId, requestHash, at: context.at.toISOString(), entitlement: { role, userType: user.userType } },
    }, context);
    return quotaStatus({ role, userType: user.userType }, snapshotOfQuotaState(result.state, context.at), context.at);
  }

  private async fail(user: AuthenticatedUser, stream: string, conversationId: string, questionId: string, error: unknown, context: CommandContext) {
    const reason = error instanceof Error ? error.message.slice(0, 500) || 'answerer failed' : 'answerer failed';
    this.logger.warn('answer failed', { correlationId: context.correlationId, questionId, reason });
    await this.runner.run(conversationDecider, stream, { type: 'FailAnswer', data: { conversationId, questionId, reason } }, context);
    // A no-op when nothing was reserved (unlimited askers).
    await this.runner.run(quotaDecider, `quota-${user.uid}`, { type: 'RefundQuestion', data: { userId: user.uid, questionId, reason: 'answer failed' } }, context);
  }
}
