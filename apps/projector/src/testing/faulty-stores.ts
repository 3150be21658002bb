import {
  type EventStore,
  type EventSubscription,
  type RecordedEvent,
  type SubscribeOptions,
} from '@buildmentor/event-store';
import { type ReadStore, type ReadStoreProvider } from '@buildmentor/read-store';

/** An infrastructure failure injected by the test, recognisable in assertions and logs. */
export class InjectedFault extends Error {
  constructor(what: string) {
    super(`injected fault: ${what}`);
    this.name = 'InjectedFault';
  }
}

export interface FaultPlan {
  /** The subscription throws (as a dropped gRPC stream or connection does) after this many events. */
  dropSubscriptionEvery?: number;
  /** The subscription ends without an error (a server closing its streams) after this many events. */
  closeSubscriptionEvery?: number;
  /** Every n-th read-store transaction fails at its end, after its writes: nothing commits. */
  failCommitEvery?: number;
  /** Each read-store transaction starts this late (a slow server). */
  delayReadsMs?: number;
}

export interface FaultCounts {
  drops: number;
  closes: number;
  failedCommits: number;
}

/**
 * Real stores behind fault-injecting wrappers of the two ports the projector uses: what the
 * projector must survive without losing or duplicating anything, on whichever adapter is wrapped.
 */
export function withFaults(
  eventStore: EventStore,
  provider: ReadStoreProvider,
  plan: FaultPlan,
): { eventStore: EventStore; provider: ReadStoreProvider; counts: FaultCounts } {
  const counts: FaultCounts = { drops: 0, closes: 0, failedCommits: 0 };
  let transactions = 0;
  // Counted across subscriptions: a failed commit also makes the projector subscribe again.
  let deliveredSinceDrop = 0;
  let deliveredSinceClose = 0;

  const subscribeToAll = (options?: SubscribeOptions): EventSubscription => {
    const inner = eventStore.subscribeToAll(options);
    return {
      close: () => inner.close(),
      async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent[]> {
        for await (const batch of inner) {
          const every = plan.dropSubscriptionEvery;
          if (every && deliveredSinceDrop + batch.length >= every) {
            counts.drops++;
            deliveredSinceDrop = 0;
            await inner.close();
            throw new InjectedFault('subscription dropped');
          }
          const closeEvery = plan.closeSubscriptionEvery;
          if (closeEvery && deliveredSinceClose + batch.length >= closeEvery) {
            counts.closes++;
            deliveredSinceClose = 0;
            await inner.close();
            return;
          }
          deliveredSinceDrop += batch.length;
          deliveredSinceClose += batch.length;
          yield batch;
        }
      },
    };
  };

  const wrapStore = (store: ReadStore): ReadStore => {
    const transaction: ReadStore['transaction'] = async (body) => {
      if (plan.delayReadsMs) await new Promise((resolve) => setTimeout(resolve, plan.delayReadsMs));
      const failThis = Boolean(plan.failCommitEvery && ++transactions % plan.failCommitEvery === 0);
      return store.transaction(async (tx) => {
        const result = await body(tx);
        if (failThis) {
          counts.failedCommits++;
          throw new InjectedFault('commit failed');
        }
        return result;
      });
    };
    return override(store, { transaction });
  };

  return {
    eventStore: override(eventStore, { subscribeToAll }),
    provider: override(provider, {
      open: async (namespace: string) => wrapStore(await provider.open(namespace)),
    }),
    counts,
  };
}

/** The same object with some methods replaced; every other member is the real one. */
function override<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (property in replaced) return replaced[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
