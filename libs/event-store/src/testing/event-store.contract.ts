import { type EventStore } from '../event-store.port';
import { describeAppendContract } from './contract/append.contract';
import { describeRaceContract } from './contract/race.contract';
import { describeReadContract } from './contract/read.contract';
import { describeSubscriptionContract } from './contract/subscription.contract';
import { type RacePlan, type RaceWriterReport } from './race-writer';
import { streamIdFactory } from './test-events';

export interface EventStoreFixture {
  store: EventStore;
  /** Closes everything the fixture opened and removes its files. */
  cleanup(): Promise<void>;
  /** Another connection to the same storage (another process would open it the same way). */
  openSecond?(): Promise<EventStore>;
  /**
   * Runs the race's writers truly in parallel (SQLite, PostgreSQL: one child process per writer,
   * each with its own connection). Without it the writers are concurrent promises on `store`, which is real
   * concurrency for a networked store.
   */
  runRaceWriters?(plan: RacePlan): Promise<RaceWriterReport[]>;
}

export type EventStoreFactory = () => Promise<EventStoreFixture>;

/** What each part of the contract gets: the current test's fixture and unique stream ids. */
export interface ContractContext {
  fixture(): EventStoreFixture;
  store(): EventStore;
  /** A stream id no other test (or earlier run against a shared server) has used. */
  streamId(aggregate?: string): string;
}

/**
 * The one behavioural contract of the EventStore port. Every adapter runs it; an adapter passes
 * when the domain and the projector cannot tell it from any other.
 */
export function describeEventStoreContract(adapterName: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    let current: EventStoreFixture | undefined;
    const nextStreamId = streamIdFactory();

    beforeEach(async () => {
      current = await factory();
    });

    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    const ctx: ContractContext = {
      fixture: () => {
        if (!current) throw new Error('no fixture: called outside a test');
        return current;
      },
      store: () => ctx.fixture().store,
      streamId: (aggregate = 'test') => nextStreamId(aggregate),
    };

    describeAppendContract(ctx);
    describeReadContract(ctx);
    describeSubscriptionContract(ctx);
    describeRaceContract(ctx);
  });
}
