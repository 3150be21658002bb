import { type Doc, type ReadStoreTransaction, type WriteCollection } from '@buildmentor/read-store';

/** Every read-model document records the global position of the last event applied to it. */
export type ReadModelDoc = Doc & { _position: number };

/**
 * A read-model collection: its name, written once, and the document it holds, so that every
 * reader and writer gets the same type without restating it. `doc` is never set; it only carries
 * the type (`readModels.collection(PROFILES)` is a collection of ProfileDoc).
 */
export interface ReadModel<D extends Doc> {
  readonly name: string;
  readonly doc?: D;
}

export function readModel<D extends Doc>(name: string): ReadModel<D> {
  return { name };
}

/** Anything that opens collections by name: a namespace's store or a transaction. */
export type CollectionSource = Pick<ReadStoreTransaction, 'collection'>;

/** The typed collection of a read model, on a store or inside a transaction. */
export function collectionOf<D extends Doc>(
  source: CollectionSource,
  model: ReadModel<D>,
): WriteCollection<D> {
  return source.collection<D>(model.name);
}
