import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Logger } from '@buildmentor/config';
import { type UploadResponse } from '@buildmentor/contracts';
import { documentDecider, libraryDecider, StorageQuotaExceededError } from '@buildmentor/domain';
import { type BlobStore, type StoredUpload } from '@buildmentor/knowledge';
import { HttpProblem } from '../../http/problem-details.filter';
import { type AuthenticatedUser } from '../../http/request-context';
import { CLOCK, type Clock, LOGGER } from '../../infrastructure/tokens';
import { type CommandContext } from '../../shared/command-metadata';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { BLOB_STORE } from '../blob-store.provider';
import { DocumentProcessor } from '../document-processor.service';
import { StorageQuota } from '../storage-quota';
import { approvedPartnerOf } from '../../partners/approved-partner';
import { UploadDocumentsCommand } from './upload-documents.command';
import { MISMATCH, REJECTED_TYPE, TOO_LARGE } from './upload-messages';

type Partner = Awaited<ReturnType<typeof approvedPartnerOf>>;
interface Refusal {
  status: 413 | 415;
  code: string;
  error: string;
}

const REFUSALS: Record<'too_large' | 'unsupported_type' | 'type_mismatch', Refusal> = {
  too_large: { status: 413, code: 'UPLOAD.TOO_LARGE', error: TOO_LARGE },
  unsupported_type: { status: 415, code: 'UPLOAD.UNSUPPORTED_TYPE', error: REJECTED_TYPE },
  type_mismatch: { status: 415, code: 'UPLOAD.UNSUPPORTED_TYPE', error: MISMATCH },
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
export class UploadDocumentsHandler implements ICommandHandler<UploadDocumentsCommand, UploadResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(DocumentProcessor) private readonly processor: DocumentProcessor,
    @Inject(StorageQuota) private readonly storage: StorageQuota,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: UploadDocumentsCommand): Promise<UploadResponse> {
    const recorded = new Set<string>();
    try {
      return await this.record(command, recorded);
    } finally {
      for (const { received } of command.files) {
        if (received.ok && !recorded.has(received.blobKey)) {
          await this.blobs.delete(received.blobKey).catch((error: unknown) => this.logger.error('could not delete an unrecorded upload', { blobKey: received.blobKey, error: String(error) }));
        }
      }
    }
  }

  private async record({ user, files, tags, correlationId, scope }: UploadDocumentsCommand, recorded: Set<string>): Promise<UploadResponse> {
    if (files.length === 0) throw new HttpProblem(400, 'UPLOAD.NO_FILES', 'No files selected');
    // Spec section 6: only approved partners may upload community content (checked on the write side).
    const partner = scope === 'community' ? await approvedPartnerOf(this.runner, user.uid) : null;
    if (scope === 'community' && !partner) throw new HttpProblem(403, 'PARTNER.NOT_APPROVED', 'Only approved partners may upload community content.');
    const at = this.clock();
    const { limitBytes } = await this.storage.limitFor(user, at);
    const results: UploadResponse['results'] = [];
    let position = 0;
    let firstRefusal: Refusal | null = null;
    for (const file of files) {
      const filename = file.filename.slice(0, 255) || 'document';
      const outcome = file.received.ok ? await this.recordOne(user, filename, file.received, { tags, scope, partner, limitBytes, correlationId, at }) : REFUSALS[file.received.error];
      if ('error' in outcome) {
        firstRefusal ??= outcome;
        results.push({ filename, success: false, error: outcome.error });
        continue;
      }
      recorded.add(outcome.blobKey);
      position = Math.max(position, outcome.position);
      results.push({ filename, success: true, document_id: outcome.documentId, message: 'Uploaded; extracting text' });
    }
    const succeeded = results.filter((r) => r.success).length;
    const failed = results.length - succeeded;
    const errors = results.filter((r) => !r.success).map((r) => `${r.filename}: ${r.error}`);
    if (succeeded === 0) throw new HttpProblem(firstRefusal!.status, firstRefusal!.code, `Upload failed: ${errors.join(', ')}`);
    const message = failed === 0 ? `Successfully uploaded ${succeeded} file(s)` : `Uploaded ${succeeded} file(s), ${failed} failed`;
    return { message, results, errors, success_count: succeeded, error_count: failed, position };
  }

  /** Reserves the file's storage, then records the document; a refusal (storage full) records nothing. */
  private async recordOne(
    user: AuthenticatedUser,
    filename: string,
    file: StoredUpload,
    options: { tags: readonly string[]; scope: 'personal' | 'community'; partner: Partner; limitBytes: number; correlationId: string; at: Date },
  ): Promise<{ documentId: string; blobKey: string; position: number } | Refusal> {
    const { tags, scope, partner, limitBytes, correlationId, at } = options;
    const documentId = newId();
    const context: CommandContext = { actorId: user.uid, correlationId, causationId: documentId, at };
    const library = `library-${user.uid}`;
    try {
      await this.runner.run(libraryDecider, library, { type: 'ReserveStorage', data: { userId: user.uid, documentId, bytes: file.sizeBytes, limitBytes } }, context);
    } catch (error) {
      if (error instanceof StorageQuotaExceededError) return { status: 413, code: error.code, error: error.message };
      throw error;
    }
    let position: number;
    try {
      ({ position } = await this.runner.run(documentDecider, `document-${documentId}`, {
        type: 'UploadDocument',
        data: { documentId, userId: user.uid, scope, filename, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256, blobKey: file.blobKey, tags: [...tags], partnerId: partner?.partnerId ?? null, partnerName: partner?.companyName ?? null },
      }, context));
    } catch (error) {
      // The reservation must not outlive an upload that was never recorded.
      await this.runner.run(libraryDecider, library, { type: 'ReleaseStorage', data: { userId: user.uid, documentId, reason: 'not_recorded' } }, context);
      throw error;
    }
    this.processor.start({ documentId, ownerId: user.uid, filename, scope, partnerName: partner?.companyName ?? null, blobKey: file.blobKey, contentType: file.contentType, correlationId });
    return { documentId, blobKey: file.blobKey, position };
  }
}
