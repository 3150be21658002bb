import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Logger } from '@buildmentor/config';
import { type UploadResponse } from '@buildmentor/contracts';
import {
  documentDecider,
  type DomainErrorKind,
  libraryDecider,
  PartnerNotApprovedError,
  StorageQuotaExceededError,
} from '@buildmentor/domain';
import { type BlobStore, type StoredUpload } from '@buildmentor/knowledge';
import { type AuthenticatedUser } from '../../http/request-context';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { commandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { ApiMetrics } from '../../shared/metrics/api-metrics';
import { BLOB_STORE } from '../blob-store.provider';
import { DocumentProcessor } from '../document-processor.service';
import { StorageQuota } from '../storage-quota';
import { approvedPartnerOf } from '../../partners/approved-partner';
import { UploadDocumentsCommand } from './upload-documents.command';
import {
  MISMATCH,
  NoFilesError,
  REJECTED_TYPE,
  TOO_LARGE,
  UploadStorageFullError,
  UploadTooLargeError,
  UploadUnsupportedTypeError,
} from './upload.errors';

type Partner = Awaited<ReturnType<typeof approvedPartnerOf>>;
/** One refused file: its line in the response, and the error the request fails with if every file is refused. */
interface Refusal {
  failure: DomainErrorKind<[lines: string]>;
  error: string;
}

const REFUSALS: Record<'too_large' | 'unsupported_type' | 'type_mismatch', Refusal> = {
  too_large: { failure: UploadTooLargeError, error: TOO_LARGE },
  unsupported_type: { failure: UploadUnsupportedTypeError, error: REJECTED_TYPE },
  type_mismatch: { failure: UploadUnsupportedTypeError, error: MISMATCH },
};

/**
 * Uploads (personal, or community for approved partners). The files arrive already streamed into
 * the blob store with their size and type checked (BlobUploadInterceptor). Each is then recorded
 * in two steps: its bytes are reserved on library-<user> against the plan's storage limit (exact
 * revision: parallel uploads can never together pass it), then DocumentUploaded, and the
 * extraction worker takes it. Files are independent: one refused file does not stop the others;
 * if every file is refused, the request fails with the first refusal's status (413 or 415).
 * Whatever is stored but not recorded (refused, or a failure part-way) is deleted again.
 */
@CommandHandler(UploadDocumentsCommand)
export class UploadDocumentsHandler implements ICommandHandler<UploadDocumentsCommand> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(DocumentProcessor) private readonly processor: DocumentProcessor,
    @Inject(StorageQuota) private readonly storage: StorageQuota,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ApiMetrics) private readonly metrics: ApiMetrics,
  ) {}

  async execute(command: UploadDocumentsCommand): Promise<UploadResponse> {
    const recorded = new Set<string>();
    try {
      return await this.record(command, recorded);
    } finally {
      for (const { received } of command.files) {
        if (received.ok && !recorded.has(received.blobKey)) {
          await this.blobs.delete(received.blobKey).catch((error: unknown) =>
            this.logger.error('could not delete an unrecorded upload', {
              blobKey: received.blobKey,
              error: String(error),
            }),
          );
        }
      }
    }
  }

  private async record(
    { user, files, tags, correlationId, scope }: UploadDocumentsCommand,
    recorded: Set<string>,
  ): Promise<UploadResponse> {
    if (files.length === 0) throw NoFilesError();
    // Spec section 6: only approved partners may upload community content (checked on the write side).
    const partner = scope === 'community' ? await approvedPartnerOf(this.runner, user.userId) : null;
    if (scope === 'community' && !partner) throw PartnerNotApprovedError();
    const at = this.clock();
    const { limitBytes } = await this.storage.limitFor(user, at);
    const results: UploadResponse['results'] = [];
    let position = 0;
    let firstRefusal: Refusal | null = null;
    for (const file of files) {
      const filename = file.filename.slice(0, 255) || 'document';
      const outcome = file.received.ok
        ? await this.recordOne(user, filename, file.received, {
            tags,
            scope,
            partner,
            limitBytes,
            correlationId,
            at,
          })
        : REFUSALS[file.received.error];
      if ('error' in outcome) {
        firstRefusal ??= outcome;
        results.push({ filename, success: false, error: outcome.error });
        continue;
      }
      recorded.add(outcome.blobKey);
      position = Math.max(position, outcome.position);
      results.push({
        filename,
        success: true,
        document_id: outcome.documentId,
        message: 'Uploaded; extracting text',
      });
    }
    const succeeded = results.filter((r) => r.success).length;
    const failed = results.length - succeeded;
    const errors = results.filter((r) => !r.success).map((r) => `${r.filename}: ${r.error}`);
    if (succeeded === 0) throw firstRefusal!.failure(errors.join(', '));
    const message =
      failed === 0
        ? `Successfully uploaded ${succeeded} file(s)`
        : `Uploaded ${succeeded} file(s), ${failed} failed`;
    return { message, results, errors, success_count: succeeded, error_count: failed, position };
  }

  /** Reserves the file's storage, then records the document; a refusal (storage full) records nothing. */
  private async recordOne(
    user: AuthenticatedUser,
    filename: string,
    file: StoredUpload,
    options: {
      tags: readonly string[];
      scope: 'personal' | 'community';
      partner: Partner;
      limitBytes: number;
      correlationId: string;
      at: Date;
    },
  ): Promise<{ documentId: string; blobKey: string; position: number } | Refusal> {
    const { tags, scope, partner, limitBytes, correlationId, at } = options;
    const documentId = newId();
    const context = commandContext(user.userId, correlationId, at, documentId);
    const library = `library-${user.userId}`;
    try {
      await this.runner.run(
        libraryDecider,
        library,
        {
          type: 'ReserveStorage',
          data: { userId: user.userId, documentId, bytes: file.sizeBytes, limitBytes },
        },
        context,
      );
    } catch (error) {
      if (StorageQuotaExceededError.is(error))
        return { failure: UploadStorageFullError, error: error.message };
      throw error;
    }
    let position: number;
    try {
      ({ position } = await this.runner.run(
        documentDecider,
        `document-${documentId}`,
        {
          type: 'UploadDocument',
          data: {
            documentId,
            userId: user.userId,
            scope,
            filename,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            blobKey: file.blobKey,
            tags: [...tags],
            partnerId: partner?.partnerId ?? null,
            partnerName: partner?.companyName ?? null,
          },
        },
        context,
      ));
    } catch (error) {
      // The reservation must not outlive an upload that was never recorded.
      await this.runner.run(
        libraryDecider,
        library,
        { type: 'ReleaseStorage', data: { userId: user.userId, documentId, reason: 'not_recorded' } },
        context,
      );
      throw error;
    }
    this.metrics.uploadRecorded(scope, file.sizeBytes);
    this.processor.start({
      documentId,
      ownerId: user.userId,
      filename,
      scope,
      partnerName: partner?.companyName ?? null,
      blobKey: file.blobKey,
      contentType: file.contentType,
      correlationId,
    });
    return { documentId, blobKey: file.blobKey, position };
  }
}
