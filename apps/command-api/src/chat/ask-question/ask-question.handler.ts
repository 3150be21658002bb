import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ANSWER_GENERATOR, type AnswerGenerator, type GeneratedAnswer } from '@buildmentor/answering';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { type Logger } from '@buildmentor/config';
import { type AskResponse, CHAT_FAILURE_MESSAGE, type SubscriptionResponse, type V2Answer, v2AnswerSchema } from '@buildmentor/contracts';
import { ConversationNotFoundError, conversationDecider, quotaDecider } from '@buildmentor/domain';
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

/**
 * Asking a question (DESIGN.md section 2): reserve quota first on quota-<user> with the exact
 * revision, so concurrent asks cannot overspend; then QuestionAsked; then the answerer; then
 * AnswerGenerated. If the answerer fails: AnswerFailed and a refund.
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

    // Check the session before spending quota on it: another user's conversation reads as not found.
    if (request.session_id) {
      const existing = await this.runner.load(conversationDecider, conversationStream);
      if (existing.status !== 'active' || existing.userId !== user.uid) throw new ConversationNotFoundError();
    }

    const quota = await this.reserve(user, questionId, context);
    const asked = await this.runner.run(conversationDecider, conversationStream, {
      type: 'AskQuestion',
      data: { conversationId, userId: user.uid, questionId, question: request.question, enhanced: request.enhanced ?? false },
    }, context);
    listener.onAccepted?.({ question_id: questionId, session_id: conversationId });

    // A retried request whose answer is already recorded gets that answer, not a new one.
    if (asked.state.status === 'active' && asked.state.questions.get(questionId)?.status === 'answered') {
      const recorded = await this.recordedAnswer(conversationStream, questionId);
      if (recorded) return { ...recorded.answer, question_id: questionId, answer_id: answerId, position: recorded.position };
    }

    const status = answerStatus(quota);
    let generated: GeneratedAnswer;
    let answer: V2Answer;
    try {
      generated = await this.answerer.generate({
        question: request.question.trim(),
        conversationId,
        questionId,
        userId: user.uid,
        tier: status.tier,
        enhanced: request.enhanced ?? false,
        profile: await loadAskerProfile(this.readModels, user.uid),
        history: await loadContextTurns(this.readModels, conversationId, at),
        // Enhanced mode: the asker's own documents and the community bank, never anyone else's.
        passages: request.enhanced ? await this.knowledge.passages(user.uid, request.question) : [],
        now: at.toISOString(),
      }, { onDelta: listener.onDelta });
      answer = v2AnswerSchema.parse({ ...generated.answer, session_id: conversationId, subscription_status: status });
    } catch (error) {
      await this.fail(user, conversationStream, conversationId, questionId, error, context);
      throw new HttpProblem(502, 'ANSWER.FAILED', CHAT_FAILURE_MESSAGE);
    }

    let recorded = await this.runner.run(conversationDecider, conversationStream, {
      type: 'RecordAnswer',
      data: { conversationId, questionId, answerId, answer, generator: this.answerer.kind },
    }, context);
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
   * Pays for the question on quota-<user> with the exact revision (the decider knows the trial,
   * Starter day, booster, plans; unlimited askers reserve nothing). Returns the status to show.
   */
  private async reserve(user: AuthenticatedUser, questionId: string, context: CommandContext): Promise<SubscriptionResponse> {
    const role = await this.roles.roleOf(user.uid, user.email);
    const result = await this.runner.run(quotaDecider, `quota-${user.uid}`, {
      type: 'ReserveQuestion',
      data: { userId: user.uid, questionId, at: context.at.toISOString(), entitlement: { role, userType: user.userType } },
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
