import { type AuthenticatedUser } from '../../http/request-context';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

export class UploadDocumentsCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly files: readonly UploadedFile[],
    readonly tags: readonly string[],
    readonly correlationId: string,
    readonly scope: 'personal' | 'community' = 'personal',
  ) {}
}
