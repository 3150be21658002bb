import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Post,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { uploadResponseSchema, type UploadResponse } from '@buildmentor/contracts';
import { type BlobStore } from '@buildmentor/knowledge';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { BLOB_STORE } from '../blob-store.provider';
import { BlobUploadInterceptor, type ReceivedMultipartFile } from './blob-upload.interceptor';
import { type ReceivedFile, UploadDocumentsCommand } from './upload-documents.command';
import { UploadSlotGuard } from './upload-slots';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

const formSchema = z.object({
  tags: z.string().max(500).optional(),
  upload_type: z.enum(['personal', 'community']).optional(),
});

export const uploadDocumentsDocs: RouteDoc[] = ['upload-personal', 'upload-document', 'upload-community'].map(
  (name) => ({
    method: 'post' as const,
    path: `/api/knowledge/${name}`,
    summary:
      'Upload files (multipart: file repeated, tags; upload_type personal or community) to a knowledge bank; community needs an approved partner. Each file is screened from its bytes and extracted in an isolated worker',
    tag: 'knowledge',
    auth: true,
    response: uploadResponseSchema,
    errors: [403, 413, 415, 429],
  }),
);

/**
 * The files stream into the blob store as they arrive (BlobUploadInterceptor: 413 past 10 MB,
 * 415 for the wrong bytes, nothing held in memory), after UploadSlotGuard has checked the user
 * has no more than the allowed uploads in flight (429).
 */

@RateLimit('upload')
@Controller('knowledge')
export class UploadDocumentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  @Post('upload-community')
  @HttpCode(200)
  @UseGuards(UploadSlotGuard)
  @UseInterceptors(BlobUploadInterceptor)
  uploadCommunity(
    @UploadedFiles() files: ReceivedMultipartFile[] | undefined,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ): Promise<UploadResponse> {
    return this.execute(files, body, user, correlationId, 'community');
  }

  @Post(['upload-personal', 'upload-document'])
  @HttpCode(200)
  @UseGuards(UploadSlotGuard)
  @UseInterceptors(BlobUploadInterceptor)
  upload(
    @UploadedFiles() files: ReceivedMultipartFile[] | undefined,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ): Promise<UploadResponse> {
    return this.execute(files, body, user, correlationId);
  }

  private async execute(
    files: ReceivedMultipartFile[] | undefined,
    body: unknown,
    user: AuthenticatedUser,
    correlationId: string,
    scope?: 'community',
  ): Promise<UploadResponse> {
    const received: ReceivedFile[] = (files ?? []).map((file) => ({
      filename: file.originalname,
      received: file.received,
    }));
    let form: z.infer<typeof formSchema>;
    try {
      form = parseRequest(formSchema, body, 'body');
    } catch (error) {
      // The files are already stored; a request refused for its fields keeps none of them.
      await Promise.all(received.map(({ received: r }) => (r.ok ? this.blobs.delete(r.blobKey) : undefined)));
      throw error;
    }
    const tags = (form.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 20);
    return this.commands.execute(
      new UploadDocumentsCommand(
        user,
        received,
        tags,
        correlationId,
        scope ?? form.upload_type ?? 'personal',
      ),
    );
  }
}
