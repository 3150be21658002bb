import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadResponse } from '@buildmentor/contracts';
import { ApiError } from '../../../lib/api-client';
import { screenFiles, type RefusedFile } from '../utils/upload-rules';

/** Spec section 9: progress rises by 15 every 500 ms up to 85, then jumps to 100 on success. */
export const PROGRESS_STEP = 15;
export const PROGRESS_INTERVAL_MS = 500;
export const PROGRESS_CAP = 85;
/** Spec section 9: the upload message and progress clear after 3 s. */
export const MESSAGE_CLEAR_MS = 3000;

export type UploadPhase = 'idle' | 'uploading' | 'done';

export interface UploadMessage {
  kind: 'success' | 'error';
  text: string;
}

export interface UploadState {
  phase: UploadPhase;
  /** 0-100 while an upload runs and for 3 s after; null otherwise. */
  progress: number | null;
  message: UploadMessage | null;
  /** Files that were not uploaded and why; kept until the next upload so they can be read. */
  failures: RefusedFile[];
}

const IDLE: UploadState = { phase: 'idle', progress: null, message: null, failures: [] };

/**
 * The upload area's states (spec section 4): idle, uploading (simulated progress, since one
 * multipart request reports no per-byte progress through fetch), then a success or failure
 * message. Files the browser can refuse (type, over 10 MB) are refused before sending.
 */
export function useUploadProgress(
  send: (files: File[]) => Promise<UploadResponse>,
  successText: (count: number) => string,
) {
  const [state, setState] = useState<UploadState>(IDLE);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const clearer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimers = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    if (clearer.current) clearTimeout(clearer.current);
    ticker.current = null;
    clearer.current = null;
  }, []);
  useEffect(() => stopTimers, [stopTimers]);

  const finish = useCallback((message: UploadMessage, failures: RefusedFile[], progress: number | null) => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    setState({ phase: 'done', progress, message, failures });
    clearer.current = setTimeout(() => {
      clearer.current = null;
      setState((current) => ({ ...current, phase: 'idle', progress: null, message: null }));
    }, MESSAGE_CLEAR_MS);
  }, []);

  const upload = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      stopTimers();
      const { accepted, refused } = screenFiles(files);
      if (accepted.length === 0) {
        finish({ kind: 'error', text: 'Upload failed' }, refused, null);
        return;
      }
      setState({ phase: 'uploading', progress: 0, message: null, failures: refused });
      ticker.current = setInterval(() => {
        setState((current) => ({
          ...current,
          progress: Math.min((current.progress ?? 0) + PROGRESS_STEP, PROGRESS_CAP),
        }));
      }, PROGRESS_INTERVAL_MS);
      try {
        const response = await send(accepted);
        const serverFailures = response.results
          .filter((r) => !r.success)
          .map((r) => ({ filename: r.filename, error: r.error ?? 'Upload failed' }));
        finish(
          { kind: 'success', text: successText(response.success_count) },
          [...refused, ...serverFailures],
          100,
        );
      } catch (error) {
        const detail =
          error instanceof ApiError && error.status !== 0 && error.code !== 'http_error' ? error.detail : '';
        finish({ kind: 'error', text: detail || 'Upload failed' }, refused, null);
      }
    },
    [finish, send, stopTimers, successText],
  );

  const dismissFailures = useCallback(() => setState((current) => ({ ...current, failures: [] })), []);

  return { ...state, upload, dismissFailures };
}
