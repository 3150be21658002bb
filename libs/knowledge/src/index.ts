// Upload screening: size and type from the bytes, before anything parses the file.
export { detectFileType, type DetectedFileType, type FileTypeError } from './detect/detect-file-type';
export { UploadTypeCheck, sniffHead, HEAD_BYTES } from './detect/type-check';
export {
  receiveUpload,
  type ReceivedUpload,
  type StoredUpload,
  type RefusedUpload,
} from './upload/receive-upload';
export { screenUpload, rejectionHttpStatus, type UploadScreenResult } from './detect/screen-upload';
export { FILE_TYPES, nameExtension, type FileTypeInfo } from './detect/file-types';

// Text extraction in an isolated, time- and memory-bounded worker process.
export { extractText } from './extraction/extract-text';
export { ExtractionError, type ExtractionErrorCode } from './extraction/extraction-error';
export {
  DEFAULT_EXTRACTION_LIMITS,
  type ExtractedPage,
  type ExtractedText,
  type ExtractionLimits,
} from './extraction/extraction-types';
export { assertZipWithinBudget } from './extraction/zip-guard';

// Blob store port and adapters.
export {
  assertValidBlobKey,
  InvalidBlobKeyError,
  newBlobKey,
  putBlob,
  readBlob,
  readBlobRange,
  type BlobMeta,
  type BlobStore,
  type ByteRange,
  type ByteSource,
  type OpenedBlob,
  type StoredBlob,
} from './blob/blob-store.port';
export { FsBlobStore } from './blob/fs-blob-store';
export { GridFsBlobStore } from './blob/gridfs-blob-store';
export { PostgresBlobStore, type PostgresBlobStoreOptions } from './blob/pg-blob-store';
export { BlobVanishedError } from './blob/pg-chunk-stream';
export { contentDisposition } from './blob/content-disposition';
export { createBlobStore, type BlobStoreConfig } from './blob/create-blob-store';
