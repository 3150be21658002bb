import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { WorkerCall } from './append.worker';

/**
 * Each store runs in a child process of its own. Emmett's driver layer (dumbo) sets node-postgres'
 * type parsers process-wide when it is loaded (bigint as BigInt, its own JSON parser), which would
 * change what our adapter measures in the same process; apart, each store runs with its own
 * defaults. Only one child works at a time, and the parent only waits, so the two cores serve the
 * measured client and the server alone.
 */
export class StoreProcess {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  private nextId = 0;

  constructor(readonly label: string) {
    this.child = fork(join(__dirname, 'append.worker.ts'), [], {
      execArgv: ['-r', '@swc-node/register', '--conditions=@buildmentor/source'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.ok) waiter?.resolve(message.value);
      else waiter?.reject(new Error(`${this.label}: ${message.error}`));
    });
    this.child.on('exit', (code) => {
      for (const waiter of this.pending.values()) waiter.reject(new Error(`${this.label} exited (${code})`));
      this.pending.clear();
    });
  }

  call<T>(message: WorkerCall): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      this.child.send({ ...message, id });
    });
  }

  /** Closes the store, then ends the child. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null) await this.call({ call: 'close' }).catch(() => undefined);
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill(), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
