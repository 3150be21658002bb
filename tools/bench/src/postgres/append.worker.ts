import { type Appender, type AppendMode, AppendWorkload, STREAMS, WRITERS } from './append-workload';
import { emmettAppender, ourAppender, plainInsertAppender, type StoreKind } from './appenders';

/**
 * One event store in a child process of its own (see append-rpc.ts for why), driven by the parent
 * over IPC: open, run a workload, close.
 */
export type WorkerCall =
  | { call: 'open'; kind: StoreKind; url: string }
  | { call: 'run'; mode: AppendMode; appends: number }
  | { call: 'verify' }
  | { call: 'close' };

let appender: Appender | undefined;
let workload: AppendWorkload | undefined;

async function handle(message: WorkerCall): Promise<unknown> {
  switch (message.call) {
    case 'open': {
      appender =
        message.kind === 'ours'
          ? await ourAppender(message.url, WRITERS)
          : message.kind === 'emmett'
            ? await emmettAppender(message.url)
            : await plainInsertAppender(message.url, WRITERS);
      workload = new AppendWorkload(appender);
      return null;
    }
    case 'run':
      if (!workload) throw new Error('not open');
      return workload.run(message.mode, message.appends);
    case 'verify': {
      // Every stream exists by now; an append one revision behind must be refused.
      if (!appender) throw new Error('not open');
      const refused = [];
      for (const stream of [0, STREAMS - 1]) refused.push(!(await appender.appendStale(stream)));
      return refused.every(Boolean);
    }
    case 'close':
      await appender?.close();
      appender = undefined;
      return null;
  }
}

process.on('message', (message: WorkerCall & { id: number }) => {
  handle(message).then(
    (value) => process.send?.({ id: message.id, ok: true, value }),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
