import { EVENT_DATA_SAMPLES } from '@buildmentor/contracts/testing';
import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { storageUsageProjection, type StorageUsageDoc } from './storage-usage.projection';

const reserved = (documentId: string, bytes: number) => ({
  ...EVENT_DATA_SAMPLES.StorageReserved,
  userId: 'u1',
  documentId,
  bytes,
});
const released = (documentId: string, bytes: number) => ({
  ...EVENT_DATA_SAMPLES.StorageReleased,
  userId: 'u1',
  documentId,
  bytes,
});

describe('storage usage projection', () => {
  it('StorageReserved adds the bytes and the document to the user’s usage', () => {
    const h = new ProjectionHarness<StorageUsageDoc>(storageUsageProjection);
    h.apply(h.event('StorageReserved', reserved('d1', 1000)));
    h.apply(h.event('StorageReserved', reserved('d2', 500)));
    expect(h.get('u1')).toMatchObject({ used_bytes: 1500, documents: 2 });
  });

  it('StorageReleased takes them off again', () => {
    const h = new ProjectionHarness<StorageUsageDoc>(storageUsageProjection);
    h.apply(h.event('StorageReserved', reserved('d1', 1000)));
    h.apply(h.event('StorageReserved', reserved('d2', 500)));
    h.apply(h.event('StorageReleased', released('d1', 1000)));
    expect(h.get('u1')).toMatchObject({ used_bytes: 500, documents: 1 });
  });

  it('is idempotent: every event applied twice gives the same usage', () => {
    const h = new ProjectionHarness<StorageUsageDoc>(storageUsageProjection);
    const events = [
      h.event('StorageReserved', reserved('d1', 1000)),
      h.event('StorageReserved', { ...reserved('d2', 700), userId: 'u2' }),
      h.event('StorageReleased', released('d1', 1000)),
      h.event('StorageReserved', reserved('d3', 300)),
    ];
    const { once, twice } = onceAndTwice(storageUsageProjection, events);
    expect(once).toMatchObject({
      u1: { used_bytes: 300, documents: 1 },
      u2: { used_bytes: 700, documents: 1 },
    });
    expect(twice).toEqual(once);
  });
});
