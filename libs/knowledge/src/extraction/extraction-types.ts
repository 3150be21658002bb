import type { DocumentContentType } from '@buildmentor/contracts';
import type { ExtractionErrorCode } from './extraction-error';

export interface ExtractedPage {
  /** 1-based page number; formats without pages are a single page 1. */
  page: number;
  text: string;
}

export interface ExtractedText {
  pages: ExtractedPage[];
  /** Which engine produced the text: 'pdf', 'docx', 'doc', 'plain' or 'ocr'. */
  extractor: string;
}

export interface ExtractionLimits {
  /** Wall-clock limit for one extraction, including starting the worker process. */
  timeMs: number;
  /** Memory cap for the worker process (V8 heap and resident set size), in MB. */
  maxMemoryMb: number;
  /** Most characters of text one document may yield (the text travels in an event). */
  maxOutputChars: number;
  /** Most bytes a DOCX archive may inflate to, counted while inflating. */
  maxUncompressedBytes: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  // Generous for a 10 MB PDF or an OCR of a photo; far below a request timeout a user would wait.
  timeMs: 20_000,
  // OCR (WebAssembly + data) peaks around 200 MB resident; pdf.js on a big file somewhat less.
  maxMemoryMb: 512,
  // About 500 dense pages; keeps the DocumentTextExtracted event well under store limits.
  maxOutputChars: 2_000_000,
  // A 10 MB DOCX of text inflates to a few tens of MB at most; 50 MB is comfortably above.
  maxUncompressedBytes: 50 * 1024 * 1024,
};

/** Parent to worker over IPC: one job per worker process. The file's bytes follow on the worker's stdin. */
export interface ExtractionRequest {
  contentType: DocumentContentType;
  maxOutputChars: number;
  maxUncompressedBytes: number;
}

/** A request with its bytes, as the worker runs it. */
export interface ExtractionJob extends ExtractionRequest {
  bytes: Uint8Array;
}

/** Worker to parent. */
export type ExtractionReply =
  | { ok: true; result: ExtractedText }
  | { ok: false; code: ExtractionErrorCode; reason: string; detail?: string };
