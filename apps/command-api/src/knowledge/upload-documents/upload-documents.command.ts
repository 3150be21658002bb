import { Command } from '@nestjs/cqrs';
import { type UploadResponse } from '@buildmentor/contracts';
import { type ReceivedUpload } from '@buildmentor/knowledge';
import { type AuthenticatedUser } from '../../http/request-context';

/** One file of the request: the client's name and what streaming it into the blob store gave. */
export interface ReceivedFile {
  filename: string;
  received: ReceivedUpload;
}

export class UploadDocumentsCommand extends Command<UploadResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly files: readonly ReceivedFile[],
    readonly tags: readonly string[],
    readonly correlationId: string,
    readonly scope: 'personal' | 'community' = 'personal',
  ) {
    super();
  }
}
