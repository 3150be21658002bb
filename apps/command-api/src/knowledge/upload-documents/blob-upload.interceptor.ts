import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { type Observable } from 'rxjs';
import { type Readable } from 'node:stream';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@buildmentor/contracts';
import { type BlobStore, receiveUpload, type ReceivedUpload } from '@buildmentor/knowledge';
import { BLOB_STORE } from '../blob-store.provider';
import { TOO_LARGE, TooManyFilesError, UploadTooLargeError } from './upload.errors';

/** A file as multer hands it to the route: the client's name and what receiving it gave. */
export interface ReceivedMultipartFile {
  originalname: string;
  received: ReceivedUpload;
}

/**
 * A multer storage engine (multer calls `_handleFile` per file part and `_removeFile` to undo one
 * when the request fails) that streams each file straight into the blob store, checking its type
 * and size on the way (receiveUpload). Nothing is buffered: busboy hands over 64 KB chunks, and
 * the disk's pace holds the socket back.
 */
class BlobStorageEngine {
  constructor(private readonly blobs: BlobStore) {}

  _handleFile(
    _request: unknown,
    file: { originalname: string; stream: Readable },
    callback: (error: unknown, info?: { received: ReceivedUpload }) => void,
  ): void {
    // destroyOnReturn: false: the part's stream belongs to busboy; whatever receiveUpload leaves is drained, not torn down.
    receiveUpload(file.stream.iterator({ destroyOnReturn: false }), file.originalname, this.blobs).then(
      (received) => callback(null, { received }),
      (error: unknown) => {
        file.stream.resume();
        callback(error);
      },
    );
  }

  _removeFile(
    _request: unknown,
    file: Partial<ReceivedMultipartFile>,
    callback: (error: Error | null) => void,
  ): void {
    if (!file.received?.ok) return callback(null);
    this.blobs.delete(file.received.blobKey).then(() => callback(null), callback);
  }
}

/**
 * The upload routes' multipart parsing: Nest's FilesInterceptor (multer) with the blob-store
 * engine above, the 10 MB per-file and 10-file limits, and multer's refusals in the API's
 * problem+json words. When multer gives up on a request (a file over 10 MB, a client gone), it
 * removes the files it had stored through `_removeFile`.
 */
@Injectable()
export class BlobUploadInterceptor implements NestInterceptor {
  private readonly files: NestInterceptor;

  constructor(@Inject(BLOB_STORE) blobs: BlobStore) {
    const Files = FilesInterceptor('file', MAX_FILES_PER_UPLOAD, {
      storage: new BlobStorageEngine(blobs),
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1000 },
    });
    this.files = new Files();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.files.intercept(context, next);
    } catch (error) {
      throw asUploadProblem(error);
    }
  }
}

function asUploadProblem(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  const cause = error.cause as { code?: string; filename?: string } | undefined;
  if (cause?.code === 'LIMIT_FILE_SIZE')
    return UploadTooLargeError(`${cause.filename ?? 'file'}: ${TOO_LARGE}`);
  if (cause?.code === 'LIMIT_FILE_COUNT') return TooManyFilesError();
  return error;
}
