import { join } from 'node:path';
import { createEventStore } from '@buildmentor/event-store';

/** Single-event appends with the exact expected revision, as command handlers append. */
export async function appendRate(directory: string, events: number): Promise<number> {
  const store = await createEventStore({ kind: 'sqlite', filename: join(directory, 'append.sqlite') });
  const revisions = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < events; i++) {
    const streamId = `quota-bench-${i % 200}`;
    const current = revisions.get(streamId);
    const result = await store.append(
      streamId,
      [
        {
          id: crypto.randomUUID(),
          type: 'TrialDecremented',
          data: { userId: 'u', questionId: `q${i}`, remaining: 2 },
          metadata: {
            userId: 'u',
            correlationId: 'c',
            causationId: 'c',
            at: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      current === undefined ? 'no_stream' : current,
    );
    revisions.set(streamId, result.nextRevision);
  }
  const seconds = (performance.now() - started) / 1000;
  await store.close();
  return Math.round(events / seconds);
}
