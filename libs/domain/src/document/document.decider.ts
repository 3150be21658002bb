import type { DocumentCommand } from './document.commands';
import { DocumentNotFoundError } from './document.errors';
import type { DocumentEvent } from './document.events';

export type DocumentState =
  | { status: 'none' }
  | {
      status: 'processing' | 'ready' | 'rejected' | 'deleted';
      ownerId: string;
      scope: 'personal' | 'community';
      /** Where the bytes are, and what to call them on download. */
      blobKey: string;
      filename: string;
      contentType: string;
    };

export const initialState = (): DocumentState => ({ status: 'none' });

export function evolve(state: DocumentState, event: DocumentEvent): DocumentState {
  if (event.type === 'DocumentUploaded') {
    const { userId, scope, blobKey, filename, contentType } = event.data;
    return { status: 'processing', ownerId: userId, scope, blobKey, filename, contentType };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DocumentTextExtracted':
      return { ...state, status: 'ready' };
    case 'DocumentRejected':
      return { ...state, status: 'rejected' };
    case 'DocumentDeleted':
      return { ...state, status: 'deleted' };
  }
}

/** Only the owner deletes a document that exists (for anyone else it reads as not found). */
export function isDeletableBy(
  state: DocumentState,
  userId: string,
): state is Extract<DocumentState, { ownerId: string }> {
  return state.status !== 'none' && state.status !== 'deleted' && state.ownerId === userId;
}

/**
 * A document is uploaded once, then extraction ends it as ready or rejected (the first outcome
 * wins; a late duplicate is ignored), and its owner may delete it at any time.
 */
export function decide(command: DocumentCommand, state: DocumentState): DocumentEvent[] {
  switch (command.type) {
    case 'UploadDocument':
      return state.status === 'none' ? [{ type: 'DocumentUploaded', data: command.data }] : [];
    case 'RecordExtraction':
      return state.status === 'processing' ? [{ type: 'DocumentTextExtracted', data: command.data }] : [];
    case 'RejectDocument':
      return state.status === 'processing' ? [{ type: 'DocumentRejected', data: command.data }] : [];
    case 'DeleteDocument':
      if (!isDeletableBy(state, command.data.requestedBy)) throw DocumentNotFoundError();
      return [
        {
          type: 'DocumentDeleted',
          data: {
            documentId: command.data.documentId,
            userId: state.ownerId,
            deletedBy: command.data.requestedBy,
            reason: command.data.reason,
          },
        },
      ];
  }
}
