/**
 * The append workload of append.bench.ts, store-neutral: single-event appends with the exact
 * expected revision, streams taken round-robin. Sequentially from one client, or from `writers`
 * concurrent clients, each on its own share of the streams (no two writers touch one stream, so a
 * conflict can only mean a bug).
 */
export interface Appender {
  /** Appends one event to stream `stream` with the exact expected revision; false on a conflict. */
  append(stream: number, sequence: number): Promise<boolean>;
  /** Appends with a revision one behind; must be refused (proves the check is really made). */
  appendStale(stream: number): Promise<boolean>;
  close(): Promise<void>;
}

export type AppendMode = 'sequential' | 'concurrent';

export interface AppendRun {
  appends: number;
  conflicts: number;
  durationMs: number;
  eventsPerSecond: number;
}

export const STREAMS = 200;
export const WRITERS = 8;

export const streamName = (stream: number) => `quota-bench-${stream}`;

/** The event every append writes, the same body for both stores. */
export function benchEvent(sequence: number) {
  return {
    type: 'TrialDecremented' as const,
    data: { userId: 'u', questionId: `q${sequence}`, remaining: 2 },
    metadata: {
      userId: 'u',
      correlationId: 'c',
      causationId: 'c',
      at: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

export class AppendWorkload {
  private sequence = 0;
  /** Next stream of each writer's share (sequential mode uses share 0 of one writer: all streams). */
  private readonly cursors = new Map<string, number>();

  constructor(private readonly appender: Appender) {}

  async run(mode: AppendMode, appends: number): Promise<AppendRun> {
    const writers = mode === 'sequential' ? 1 : WRITERS;
    let conflicts = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        const share = Math.floor(appends / writers) + (writer < appends % writers ? 1 : 0);
        for (let n = 0; n < share; n++) {
          const stream = this.nextStream(writers, writer);
          if (!(await this.appender.append(stream, this.sequence++))) conflicts += 1;
        }
      }),
    );
    const durationMs = performance.now() - started;
    return {
      appends,
      conflicts,
      durationMs: Math.round(durationMs),
      eventsPerSecond: Math.round((appends / durationMs) * 1000),
    };
  }

  /** Writer `writer` of `writers` owns streams s with s % writers === writer, taken in turn. */
  private nextStream(writers: number, writer: number): number {
    const key = `${writers}:${writer}`;
    const cursor = this.cursors.get(key) ?? writer;
    this.cursors.set(key, cursor + writers < STREAMS ? cursor + writers : writer);
    return cursor;
  }
}
