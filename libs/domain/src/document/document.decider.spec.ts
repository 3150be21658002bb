import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { DeciderSpecification } from '../shared/decider-spec';
import * as documentDecider from './document.decider';
import type { DocumentEvent } from './document.events';

const spec = DeciderSpecification.for(documentDecider);
const uploadedData = { ...EVENT_DATA_SAMPLES.DocumentUploaded, documentId: 'd1', userId: 'u1' };
const uploaded: DocumentEvent = { type: 'DocumentUploaded', data: uploadedData };
const extractedData = { ...EVENT_DATA_SAMPLES.DocumentTextExtracted, documentId: 'd1', userId: 'u1' };
const rejectedData = {
  documentId: 'd1',
  userId: 'u1',
  code: 'no_text' as const,
  reason: 'No readable text was found in this file.',
};
const del = (requestedBy: string) => ({
  type: 'DeleteDocument' as const,
  data: { documentId: 'd1', requestedBy, reason: null },
});

describe('document decider', () => {
  describe('nothing uploaded', () => {
    it('records the upload', () =>
      spec.given([]).when({ type: 'UploadDocument', data: uploadedData }).then([uploaded]));
    it('cannot be deleted', () => {
      spec.given([]).when(del('u1')).thenThrows('DOCUMENT.NOT_FOUND');
    });
  });
  describe('processing', () => {
    it('ignores a repeated upload', () =>
      spec.given([uploaded]).when({ type: 'UploadDocument', data: uploadedData }).thenNothingHappens());
    it('records the extracted text', () =>
      spec
        .given([uploaded])
        .when({ type: 'RecordExtraction', data: extractedData })
        .then([{ type: 'DocumentTextExtracted', data: extractedData }]));
    it('records a rejection with its reason', () =>
      spec
        .given([uploaded])
        .when({ type: 'RejectDocument', data: rejectedData })
        .then([{ type: 'DocumentRejected', data: rejectedData }]));
  });
  describe('ready', () => {
    const given = spec.given([uploaded, { type: 'DocumentTextExtracted', data: extractedData }]);
    it('ignores a late second outcome', () =>
      given.when({ type: 'RejectDocument', data: rejectedData }).thenNothingHappens());
    it('is deleted by its owner', () =>
      given.when(del('u1')).then([
        {
          type: 'DocumentDeleted',
          data: { documentId: 'd1', userId: 'u1', deletedBy: 'u1', reason: null },
        },
      ]));
    it('reads as not found to anyone else', () => {
      given.when(del('u2')).thenThrows('DOCUMENT.NOT_FOUND');
    });
  });
});
