import { randomUUID } from 'node:crypto';
import { type EventToAppend } from '../event-store.port';

/** A valid event with a fresh id; tests override what they check. */
export function anEvent(overrides: Partial<EventToAppend> = {}): EventToAppend {
  return {
    id: randomUUID(),
    type: 'TestHappened',
    data: { value: randomUUID(), nested: { list: [1, 2, 3], flag: true } },
    metadata: {
      userId: 'user-test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      at: '2025-01-02T03:04:05.000Z',
      schemaVersion: 1,
    },
    ...overrides,
  };
}

export function someEvents(count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => anEvent({ data: { index: i } }));
}

/**
 * Stream ids unique per test run, so the suite can run against a shared server: a stream of an
 * earlier run, or of another test, is never reused.
 */
export function streamIdFactory(): (aggregate: string) => string {
  const run = randomUUID().slice(0, 8);
  let counter = 0;
  return (aggregate) => `${aggregate}-${run}${(counter += 1).toString(36)}`;
}
