import { DeciderSpecification } from '../shared/decider-spec';
import * as libraryDecider from './library.decider';
import type { LibraryEvent } from './library.events';

const MB = 1024 * 1024;
const LIMIT = 50 * MB;
const spec = DeciderSpecification.for(libraryDecider);
const reserve = (documentId: string, bytes: number, limitBytes = LIMIT) => ({
  type: 'ReserveStorage' as const,
  data: { userId: 'u1', documentId, bytes, limitBytes },
});
const release = (documentId: string, reason: 'deleted' | 'rejected' | 'not_recorded' = 'deleted') => ({
  type: 'ReleaseStorage' as const,
  data: { userId: 'u1', documentId, reason },
});
const reserved = (documentId: string, bytes: number, limitBytes = LIMIT): LibraryEvent => ({
  type: 'StorageReserved',
  data: { userId: 'u1', documentId, bytes, limitBytes },
});
const released = (
  documentId: string,
  bytes: number,
  reason: 'deleted' | 'rejected' | 'not_recorded' = 'deleted',
): LibraryEvent => ({ type: 'StorageReleased', data: { userId: 'u1', documentId, bytes, reason } });

describe('library decider (storage quota)', () => {
  describe('an empty library', () => {
    it('reserves an upload within the limit', () =>
      spec
        .given([])
        .when(reserve('d1', 9 * MB))
        .then([reserved('d1', 9 * MB)]));
    it('reserves exactly up to the limit', () =>
      spec
        .given([])
        .when(reserve('d1', LIMIT))
        .then([reserved('d1', LIMIT)]));
    it('refuses one byte over it, naming the limit and the usage', () => {
      const error = spec
        .given([])
        .when(reserve('d1', LIMIT + 1))
        .thenThrows('UPLOAD.STORAGE_FULL');
      expect(error.message).toBe(
        "Not enough storage for this file (50.0 MB): 0 MB of your plan's 50 MB is used. Delete documents or upgrade your plan for more space.",
      );
    });
    it('has nothing to release', () => spec.given([]).when(release('d1')).thenNothingHappens());
  });

  describe('a library near its limit', () => {
    const given = spec.given([reserved('d1', 30 * MB), reserved('d2', 15 * MB)]);
    it('refuses what would pass the limit', () => {
      expect(given.when(reserve('d3', 6 * MB)).thenThrows('UPLOAD.STORAGE_FULL').message).toContain(
        "45 MB of your plan's 50 MB is used",
      );
    });
    it('still takes what fits', () => given.when(reserve('d3', 5 * MB)).then([reserved('d3', 5 * MB)]));
    it('judges against the limit of the plan in force now, whatever earlier reservations were judged by', () => {
      given.when(reserve('d3', MB, 2 * 1024 * MB)).then([reserved('d3', MB, 2 * 1024 * MB)]);
      given.when(reserve('d3', MB, 40 * MB)).thenThrows('UPLOAD.STORAGE_FULL');
    });
    it('decides nothing for a document already reserved (a retried request)', () =>
      given.when(reserve('d1', 30 * MB)).thenNothingHappens());
    it('releases a document with its reserved size', () =>
      given.when(release('d2', 'rejected')).then([released('d2', 15 * MB, 'rejected')]));
  });

  describe('after a release', () => {
    const given = spec.given([reserved('d1', 30 * MB), reserved('d2', 15 * MB), released('d1', 30 * MB)]);
    it('has the space again', () => given.when(reserve('d3', 35 * MB)).then([reserved('d3', 35 * MB)]));
    it('does not release twice', () => given.when(release('d1')).thenNothingHappens());
    it('does not reserve a released document again', () =>
      given.when(reserve('d1', MB)).thenNothingHappens());
  });
});
