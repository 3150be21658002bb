import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type AppConfig, type Logger } from '@buildmentor/config';
import {
  ConversationNotFoundError,
  conversationDecider,
  QuestionAlreadyResolvedError,
  QuestionNotFoundError,
  quotaDecider,
} from '@buildmentor/domain';
import { PENDING_QUESTIONS, type PendingQuestionDoc, questionsPendingSince } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock, CONFIG, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import {
  isOrphaned,
  orphanCutoff,
  recoveryPlan,
  type RecoveryTiming,
  sweepIntervalMs,
} from './orphan-recovery';

/** Orphans settled per sweep; the next sweep takes the rest (oldest first). */
const SWEEP_LIMIT = 100;

const FAIL_REASON = 'No answer within the answer timeout (the request was interrupted); recovered.';
const REFUND_REASON = 'answer timed out';

/** What FailAnswer found: `recorded` when this call appended the failure. */
type FailOutcome = { outcome: 'failed' | 'answered' | 'not asked'; recorded: boolean };

/**
 * The process manager that makes sure no crash costs a user a question: at start-up and then
 * periodically it reads `pending_questions` (fed by reservations, QuestionAsked and their
 * outcomes) and settles every question pending for longer than the answer timeout plus a grace,
 * through the same deciders as a live ask (FailAnswer, RefundQuestion).
 *
 * Safe to run in several API instances at once: each step appends with the exact revision, the
 * deciders make a repeat a no-op, and the causation id is derived from the question, so two
 * instances settling the same orphan decide the same events with the same ids.
 */
@Injectable()
export class OrphanedQuestionRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;
  private stopped = false;
  private readonly timing: RecoveryTiming;

  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.timing = { answerTimeoutMs: config.OPENAI_TIMEOUT_MS, graceMs: config.ANSWER_RECOVERY_GRACE_MS };
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), sweepIntervalMs(this.timing));
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }

  /**
   * One pass over the orphans; returns how many it settled (recorded a failure or a refund for;
   * one already settled by another instance, or seen again before the projector removed it, is
   * not counted). Overlapping calls share one pass.
   */
  sweep(): Promise<number> {
    this.sweeping ??= this.pass().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async pass(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.clock();
    let settled = 0;
    try {
      const candidates = await questionsPendingSince(
        await this.readModels.collection(PENDING_QUESTIONS),
        orphanCutoff(now, this.timing),
        SWEEP_LIMIT,
      );
      for (const question of candidates.filter((q) => isOrphaned(q, now, this.timing))) {
        if (this.stopped) break;
        if (await this.settle(question, now)) settled++;
      }
    } catch (error) {
      // The next sweep tries again; a stopping API may have closed the stores under this pass.
      if (!this.stopped)
        this.logger.error('orphaned question recovery failed', {
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
    }
    return settled;
  }

  /** Returns whether anything was recorded. */
  private async settle(question: PendingQuestionDoc, at: Date): Promise<boolean> {
    const causationId = `recovery:${question._id}`;
    const context: CommandContext = { actorId: 'system', correlationId: causationId, causationId, at };
    let recorded: boolean;
    if (recoveryPlan(question) === 'fail-then-refund') {
      const failed = await this.fail(question, context);
      if (failed.outcome === 'answered') return false;
      recorded = (await this.refund(question, context)) || failed.recorded;
    } else {
      const refunded = await this.refund(question, context);
      recorded = (await this.fail(question, context)).recorded || refunded;
    }
    if (recorded)
      this.logger.warn('orphaned question failed and refunded', {
        questionId: question._id,
        userId: question.user_id,
        since: question.since,
      });
    return recorded;
  }

  /** FailAnswer on the question's conversation; a late answer that got there first wins. */
  private async fail(question: PendingQuestionDoc, context: CommandContext): Promise<FailOutcome> {
    if (!question.conversation_id) return { outcome: 'not asked', recorded: false };
    const conversationId = question.conversation_id;
    try {
      const result = await this.runner.run(
        conversationDecider,
        `conversation-${conversationId}`,
        {
          type: 'FailAnswer',
          data: { conversationId, questionId: question._id, reason: FAIL_REASON },
        },
        context,
      );
      return { outcome: 'failed', recorded: result.events.length > 0 };
    } catch (error) {
      if (QuestionAlreadyResolvedError.is(error)) return { outcome: 'answered', recorded: false };
      if (ConversationNotFoundError.is(error) || QuestionNotFoundError.is(error))
        return { outcome: 'not asked', recorded: false };
      throw error;
    }
  }

  /** A no-op when nothing was reserved (unlimited askers) or it was already given back. */
  private async refund(question: PendingQuestionDoc, context: CommandContext): Promise<boolean> {
    const result = await this.runner.run(
      quotaDecider,
      `quota-${question.user_id}`,
      {
        type: 'RefundQuestion',
        data: { userId: question.user_id, questionId: question._id, reason: REFUND_REASON },
      },
      context,
    );
    return result.events.length > 0;
  }
}
