import { assertCheckpoint, assertCollectionName } from '../names';
import { assertKeyedDocument } from '../query/document-id';
import { type Doc, type ReadStoreTransaction, type WriteCollection } from '../read-store.port';
import { PgCollection } from './pg-collection';
import { serializeDocument } from './pg-document-codec';
import { CHECKPOINTS } from './pg-namespace-state';
import { PgTxScope } from './pg-scope';
import { type PgTxState } from './pg-tx-state';

/** The `tx` a transaction body receives: collections and the checkpoint on the transaction's client. */
export class PgTransaction implements ReadStoreTransaction {
  private readonly collections = new Map<string, PgCollection>();
  private readonly scope: PgTxScope;

  constructor(private readonly state: PgTxState) {
    this.scope = new PgTxScope(state);
  }

  collection<T extends Doc = Doc>(name: string): WriteCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new PgCollection(assertCollectionName(name), this.state.ns, this.scope);
      this.collections.set(name, collection);
    }
    return collection as unknown as WriteCollection<T>;
  }

  async writeDocuments(collection: string, writes: ReadonlyMap<string, Doc | null>): Promise<void> {
    const table = assertCollectionName(collection);
    const rows = new Map<string, string | null>();
    let upserts = false;
    for (const [id, doc] of writes) {
      if (doc === null) {
        rows.set(id, null);
        continue;
      }
      assertKeyedDocument(id, doc);
      rows.set(id, serializeDocument(doc, id));
      upserts = true;
    }
    if (rows.size === 0) return;
    await this.scope.run(table, {
      kind: 'write',
      // Only deletes on a table that does not exist: nothing to do.
      mayInsert: upserts,
      missing: undefined,
      body: (session) => this.state.write(session, table, rows),
    });
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    assertCheckpoint(name, position);
    await this.scope.run(CHECKPOINTS, {
      kind: 'write',
      mayInsert: true,
      missing: undefined,
      body: async (s) => {
        await s.count(
          `INSERT INTO ${s.ns.table(CHECKPOINTS)} (name, position) VALUES ($1, $2) ` +
            `ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
          [name, position],
          true,
        );
      },
    });
  }
}
