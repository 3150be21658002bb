import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type UploadResponse } from '@buildmentor/contracts';
import { documentDecider } from '@buildmentor/domain';
import { type BlobStore, newBlobKey, rejectionHttpStatus, screenUpload } from '@buildmentor/knowledge';
import { HttpProblem } from '../../http/problem-details.filter';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { BLOB_STORE } from '../blob-store.provider';
import { DocumentProcessor } from '../document-processor.service';
import { approvedPartnerOf } from '../../partners/approved-partner';
import { UploadDocumentsCommand } from './upload-documents.command';

const REJECTED_TYPE = 'This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).';
const MISMATCH = "This file's contents do not match its name. Check it is the document you meant to upload.";
const TOO_LARGE = 'This file is larger than the 10 MB limit.';

/**
 * Uploads (personal, or community for approved partners): each file is screened from its bytes (size, then type), stored under a
 * server-generated key, recorded as DocumentUploaded, and handed to the extraction worker. Files
 * are independent: one bad file does not stop the others; if every file fails, the request fails
 * with the first file's status (413 or 415).
 */
@CommandHandler(UploadDocumentsCommand)
export class UploadDocumentsHandler implements ICommandHandler<UploadDocumentsCommand, UploadResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(DocumentProcessor) private readonly processor: DocumentProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, files, tags, correlationId, scope }: UploadDocumentsCommand): Promise<UploadResponse> {
    if (files.length === 0) throw new HttpProblem(400, 'UPLOAD.NO_FILES', 'No files selected');
    // Spec section 6: only approved partners may upload community content (checked on the write side).
    const partner = scope === 'community' ? await approvedPartnerOf(this.runner, user.uid) : null;
    if (scope === 'community' && !partner) throw new HttpProblem(403, 'PARTNER.NOT_APPROVED', 'Only approved partners may upload community content.');
    const results: UploadResponse['results'] = [];
    let position = 0;
    let firstFailure: number | null = null;
    for (const file of files) {
      const filename = file.originalname.slice(0, 255) || 'document';
      const screened = screenUpload(file.buffer, filename);
      if ('error' in screened) {
        firstFailure ??= rejectionHttpStatus(screened.error);
        results.push({ filename, success: false, error: screened.error === 'too_large' ? TOO_LARGE : screened.error === 'type_mismatch' ? MISMATCH : REJECTED_TYPE });
        continue;
      }
      const documentId = newId();
      const blobKey = newBlobKey(screened.extension);
      const sha256 = createHash('sha256').update(file.buffer).digest('hex');
      await this.blobs.put(blobKey, file.buffer, { contentType: screened.contentType, originalName: filename, sizeBytes: file.buffer.length, sha256 });
      const recorded = await this.runner.run(documentDecider, `document-${documentId}`, {
        type: 'UploadDocument',
        data: { documentId, userId: user.uid, scope, filename, contentType: screened.contentType, sizeBytes: file.buffer.length, sha256, blobKey, tags: [...tags], partnerId: partner?.partnerId ?? null, partnerName: partner?.companyName ?? null },
      }, { actorId: user.uid, correlationId, causationId: documentId, at: this.clock() });
      position = Math.max(position, recorded.position);
      this.processor.start({ documentId, ownerId: user.uid, filename, scope, partnerName: partner?.companyName ?? null, bytes: file.buffer, contentType: screened.contentType, correlationId });
      results.push({ filename, success: true, document_id: documentId, message: 'Uploaded; extracting text' });
    }
    const succeeded = results.filter((r) => r.success).length;
    const failed = results.length - succeeded;
    const errors = results.filter((r) => !r.success).map((r) => `${r.filename}: ${r.error}`);
    if (succeeded === 0) {
      throw new HttpProblem(firstFailure ?? 400, firstFailure === 413 ? 'UPLOAD.TOO_LARGE' : 'UPLOAD.UNSUPPORTED_TYPE', `Upload failed: ${errors.join(', ')}`);
    }
    const message = failed === 0 ? `Successfully uploaded ${succeeded} file(s)` : `Uploaded ${succeeded} file(s), ${failed} failed`;
    return { message, results, errors, success_count: succeeded, error_count: failed, position };
  }
}
