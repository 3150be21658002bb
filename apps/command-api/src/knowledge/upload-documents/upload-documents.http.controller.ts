import { Body, Controller, HttpCode, Inject, Post, Req, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FilesInterceptor } from '@nestjs/platform-express';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, uploadResponseSchema, type UploadResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { type UploadedFile, UploadDocumentsCommand } from './upload-documents.command';

const MAX_FILES = 10;
const formSchema = z.object({ tags: z.string().max(500).optional(), upload_type: z.enum(['personal', 'community']).optional() });

export const uploadDocumentsDocs: RouteDoc[] = ['upload-personal', 'upload-document', 'upload-community'].map((name) => ({
  method: 'post' as const,
  path: `/api/knowledge/${name}`,
  summary: 'Upload files (multipart: file repeated, tags; upload_type personal or community) to a knowledge bank; community needs an approved partner. Each file is screened from its bytes and extracted in an isolated worker',
  tag: 'knowledge',
  auth: true,
  response: uploadResponseSchema,
  errors: [403, 413, 415],
}));

/**
 * multer (memory storage) enforces the 10 MB per-file limit while streaming, so an oversized file
 * is answered 413 before anything parses it.
 */
const filesInterceptor = FilesInterceptor('file', MAX_FILES, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES } });

@Controller('knowledge')
export class UploadDocumentsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('upload-community')
  @HttpCode(200)
  @UseInterceptors(filesInterceptor)
  uploadCommunity(@UploadedFiles() files: UploadedFile[] | undefined, @Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<UploadResponse> {
    return this.execute(files, { ...parseRequest(formSchema, body, 'body'), upload_type: 'community' }, user, request);
  }

  @Post(['upload-personal', 'upload-document'])
  @HttpCode(200)
  @UseInterceptors(filesInterceptor)
  upload(@UploadedFiles() files: UploadedFile[] | undefined, @Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest): Promise<UploadResponse> {
    return this.execute(files, parseRequest(formSchema, body, 'body'), user, request);
  }

  private execute(files: UploadedFile[] | undefined, form: z.infer<typeof formSchema>, user: AuthenticatedUser, request: AppRequest): Promise<UploadResponse> {
    const tags = (form.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean).slice(0, 20);
    return this.commands.execute(new UploadDocumentsCommand(user, files ?? [], tags, request.correlationId, form.upload_type ?? 'personal'));
  }
}
