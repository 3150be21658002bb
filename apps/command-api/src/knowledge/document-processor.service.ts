import { availableParallelism } from 'node:os';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type Logger } from '@buildmentor/config';
import { type DocumentContentType } from '@buildmentor/contracts';
import { documentDecider } from '@buildmentor/domain';
import { ExtractionError, extractText } from '@buildmentor/knowledge';
import { CLOCK, type Clock, LOGGER } from '../infrastructure/tokens';
import { DeciderRunner } from '../shared/decider-runner';
import { newId } from '../shared/event-ids';

export interface ProcessingJob {
  documentId: string;
  ownerId: string;
  filename: string;
  scope: 'personal' | 'community';
  partnerName: string | null;
  bytes: Uint8Array;
  contentType: DocumentContentType;
  correlationId: string;
}

/**
 * Extracts an uploaded document's text after the upload has been answered: in a separate,
 * time- and memory-bounded process (libs/knowledge), then DocumentTextExtracted or
 * DocumentRejected with the reason the user sees. The vault shows "processing" meanwhile.
 */
/** Extraction processes at a time: one per core keeps uploads from starving the API itself. */
const CONCURRENCY = Math.max(1, availableParallelism());

@Injectable()
export class DocumentProcessor implements OnApplicationShutdown {
  private readonly running = new Set<Promise<void>>();
  private readonly queue: ProcessingJob[] = [];
  private active = 0;

  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Queues the job; at most CONCURRENCY extractions run at once, the rest wait their turn. */
  start(job: ProcessingJob): void {
    this.queue.push(job);
    this.pump();
  }

  /** Resolves when every queued extraction has been recorded (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.running.size > 0 || this.queue.length > 0) await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    while (this.active < CONCURRENCY && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.active++;
      const run = this.process(job).finally(() => {
        this.active--;
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.whenIdle();
  }

  private async process(job: ProcessingJob): Promise<void> {
    const stream = `document-${job.documentId}`;
    const context = () => ({ actorId: job.ownerId, correlationId: job.correlationId, causationId: newId(), at: this.clock() });
    try {
      const text = await extractText(job.bytes, job.contentType);
      const charCount = text.pages.reduce((sum, page) => sum + page.text.length, 0);
      await this.runner.run(documentDecider, stream, {
        type: 'RecordExtraction',
        data: { documentId: job.documentId, userId: job.ownerId, pages: text.pages, charCount, extractor: text.extractor, filename: job.filename, scope: job.scope, partnerName: job.partnerName },
      }, context());
    } catch (error) {
      const rejection = error instanceof ExtractionError
        ? { code: error.code, reason: error.reason }
        : { code: 'extraction_failed' as const, reason: 'This file could not be read. Please check it opens correctly and try again.' };
      if (!(error instanceof ExtractionError)) this.logger.error('extraction crashed', { documentId: job.documentId, error: String(error) });
      await this.runner
        .run(documentDecider, stream, { type: 'RejectDocument', data: { documentId: job.documentId, userId: job.ownerId, ...rejection } }, context())
        .catch((recordError: unknown) => this.logger.error('could not record the rejection', { documentId: job.documentId, error: String(recordError) }));
    }
  }
}
