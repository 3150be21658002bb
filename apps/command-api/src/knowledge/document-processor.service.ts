import { availableParallelism } from 'node:os';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type Logger } from '@buildmentor/config';
import { type DocumentContentType } from '@buildmentor/contracts';
import { documentDecider, libraryDecider } from '@buildmentor/domain';
import { type BlobStore, ExtractionError, extractText } from '@buildmentor/knowledge';
import { CLOCK, type Clock, LOGGER } from '../infrastructure/tokens';
import { DeciderRunner } from '../shared/decider-runner';
import { type CommandContext } from '../shared/command-metadata';
import { newId } from '../shared/event-ids';
import { BLOB_STORE } from './blob-store.provider';

export interface ProcessingJob {
  documentId: string;
  ownerId: string;
  filename: string;
  scope: 'personal' | 'community';
  partnerName: string | null;
  /** Where the bytes are: the worker reads them from the blob store, never from a buffer held here. */
  blobKey: string;
  contentType: DocumentContentType;
  correlationId: string;
}

/**
 * Extracts an uploaded document's text after the upload has been answered: in a separate,
 * time- and memory-bounded process (libs/knowledge) fed from the blob store, then
 * DocumentTextExtracted or DocumentRejected with the reason the user sees. A rejected file is of
 * no use to anyone: its storage is released and its bytes deleted. The vault shows "processing"
 * meanwhile. Jobs are small (ids and a blob key), so a long queue costs no memory.
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
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
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
    const context = () => ({
      actorId: job.ownerId,
      correlationId: job.correlationId,
      causationId: newId(),
      at: this.clock(),
    });
    try {
      const blob = await this.blobs.openRead(job.blobKey);
      if (!blob) throw new Error(`blob ${job.blobKey} is missing`);
      const text = await extractText(blob.stream, job.contentType);
      const charCount = text.pages.reduce((sum, page) => sum + page.text.length, 0);
      await this.runner.run(
        documentDecider,
        stream,
        {
          type: 'RecordExtraction',
          data: {
            documentId: job.documentId,
            userId: job.ownerId,
            pages: text.pages,
            charCount,
            extractor: text.extractor,
            filename: job.filename,
            scope: job.scope,
            partnerName: job.partnerName,
          },
        },
        context(),
      );
    } catch (error) {
      const rejection =
        error instanceof ExtractionError
          ? { code: error.code, reason: error.reason }
          : {
              code: 'extraction_failed' as const,
              reason: 'This file could not be read. Please check it opens correctly and try again.',
            };
      if (!(error instanceof ExtractionError))
        this.logger.error('extraction crashed', { documentId: job.documentId, error: String(error) });
      await this.reject(job, rejection, context).catch((recordError: unknown) =>
        this.logger.error('could not record the rejection', {
          documentId: job.documentId,
          error: String(recordError),
        }),
      );
    }
  }

  /**
   * Records the rejection, then gives the storage back and deletes the bytes. A crash between
   * the steps leaves the rejected document counted until its owner deletes it (which releases it).
   */
  private async reject(
    job: ProcessingJob,
    rejection: { code: ExtractionError['code']; reason: string },
    context: () => CommandContext,
  ): Promise<void> {
    const result = await this.runner.run(
      documentDecider,
      `document-${job.documentId}`,
      { type: 'RejectDocument', data: { documentId: job.documentId, userId: job.ownerId, ...rejection } },
      context(),
    );
    if (result.events.length === 0) return; // already decided (a late duplicate): nothing of ours to undo
    await this.runner.run(
      libraryDecider,
      `library-${job.ownerId}`,
      {
        type: 'ReleaseStorage',
        data: { userId: job.ownerId, documentId: job.documentId, reason: 'rejected' },
      },
      context(),
    );
    await this.blobs.delete(job.blobKey);
  }
}
