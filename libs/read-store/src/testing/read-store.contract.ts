import { type ReadStore, type ReadStoreProvider } from '../read-store.port';
import { describeFilterContract } from './filter.contract';
import { describeFindAndWriteContract } from './find-write.contract';
import { describeNamespaceContract } from './namespace.contract';
import { describeTextSearchContract } from './text-search.contract';
import { describeTransactionContract } from './transaction.contract';
import { describeUpdateContract } from './update.contract';

export interface ReadStoreContractSubject {
  provider: ReadStoreProvider;
  /** Closes the provider and removes everything it stored (temp folder, test database). */
  cleanup(): Promise<void>;
}

/** Each call must return a provider over empty storage (a new folder, a new database). */
export type ReadStoreContractFactory = () => Promise<ReadStoreContractSubject>;

export interface ContractContext {
  /** A store on a fresh namespace, opened for the current test. */
  readonly store: ReadStore;
  readonly factory: ReadStoreContractFactory;
}

/**
 * The one behavioural specification of the read-store port. Every adapter runs it: SQLite always,
 * MongoDB when a server is configured. A difference between the stores is a failing test here.
 */
export function describeReadStoreContract(adapterName: string, factory: ReadStoreContractFactory): void {
  describe(`read store contract: ${adapterName}`, () => {
    let subject: ReadStoreContractSubject | undefined;
    let current: ReadStore | undefined;
    let counter = 0;

    beforeAll(async () => {
      subject = await factory();
    });
    afterAll(async () => {
      await subject?.cleanup();
    });
    beforeEach(async () => {
      counter += 1;
      current = await (subject as ReadStoreContractSubject).provider.open(`test-${counter}`);
    });
    afterEach(async () => {
      await current?.close();
    });

    const context: ContractContext = {
      get store(): ReadStore {
        if (!current) throw new Error('No store: the contract hooks did not run');
        return current;
      },
      factory,
    };

    describeFilterContract(context);
    describeFindAndWriteContract(context);
    describeUpdateContract(context);
    describeTransactionContract(context);
    describeNamespaceContract(context);
    describeTextSearchContract(context);
  });
}

/** Ids of the documents, sorted, for order-independent assertions. */
export function idsOf(docs: readonly { _id: string }[]): string[] {
  return docs.map((doc) => doc._id).sort();
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
