import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ProjectorProgress, type ReadinessResponse } from '@buildmentor/contracts';
import { type DomainErrorIssue } from '@buildmentor/domain';
import { EVENT_STORE, type EventStore } from '@buildmentor/event-store';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { isDegraded, projectionProgress } from '../projection-progress';
import { NotReadyError } from '../status.errors';
import { CheckReadinessQuery } from './check-readiness.query';

/** A store that has not answered by then counts as not answering: a probe must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Ready when the API can do its work: both stores answer, and a projector follows the log with
 * the read models close behind (the same rule that makes /api/status `degraded`). Each store is
 * asked on its own, so the answer names the one that is away; the projector is judged only when
 * both answer, since its progress is read from them.
 */
@QueryHandler(CheckReadinessQuery)
export class CheckReadinessHandler implements IQueryHandler<CheckReadinessQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReadinessResponse> {
    const [eventStoreAnswers, readStoreAnswers] = await Promise.all([
      answers(() => this.eventStore.headPosition()),
      answers(() => this.readModels.checkpoint()),
    ]);
    const failed: DomainErrorIssue[] = [];
    if (!eventStoreAnswers) failed.push({ path: 'event_store', message: 'The event store does not answer.' });
    if (!readStoreAnswers) failed.push({ path: 'read_store', message: 'The read store does not answer.' });
    if (failed.length === 0) {
      const projector = await this.projectorProblem();
      if (projector) failed.push({ path: 'projector', message: projector });
    }
    if (failed.length > 0) throw NotReadyError(failed);
    return { status: 'ready', checks: { event_store: 'ok', read_store: 'ok', projector: 'ok' } };
  }

  /** Why the projector is not ready, or null when it is. */
  private async projectorProblem(): Promise<string | null> {
    let progress: ProjectorProgress;
    try {
      progress = await withTimeout(projectionProgress(this.eventStore, this.readModels, this.clock()));
    } catch {
      return 'The projector progress could not be read.';
    }
    if (!isDegraded(progress)) return null;
    return progress.state === 'following'
      ? `The read models are ${Math.round(progress.lag_seconds)} s behind the log.`
      : `No projector follows the log (${progress.state}).`;
  }
}

/** Whether a store answered within the probe timeout. */
async function answers(ask: () => Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(ask());
    return true;
  } catch {
    return false;
  }
}

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
