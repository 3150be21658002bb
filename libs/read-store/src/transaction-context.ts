import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Tracks which transaction the current async call chain runs inside. The adapters use it to turn
 * two bugs that would otherwise hang forever (a nested transaction(), or a write through the
 * store instead of `tx` while the transaction holds the connection) into immediate errors.
 */
const context = new AsyncLocalStorage<object>();

export function currentTransaction(): object | undefined {
  return context.getStore();
}

export function runInTransaction<R>(token: object, body: () => Promise<R>): Promise<R> {
  return context.run(token, body);
}
