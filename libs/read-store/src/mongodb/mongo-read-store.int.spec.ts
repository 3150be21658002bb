import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeReadStoreContract } from '../testing/read-store.contract';
import { MongoReadStoreProvider } from './mongo-read-store.provider';

/**
 * Runs the read-store contract against a real MongoDB replica set when MONGODB_URL is set
 * (`docker compose up -d mongo`); otherwise the suite shows as skipped.
 */
const url = process.env.MONGODB_URL;

(url ? describe : describe.skip)('MongoReadStoreProvider (MONGODB_URL)', () => {
  describeReadStoreContract('mongodb', async () => {
    const database = `read_store_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const provider = new MongoReadStoreProvider({ url: url as string, database });
    return {
      provider,
      cleanup: async () => {
        await provider.close();
        const client = new MongoClient(url as string);
        try {
          await client.db(database).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
});
