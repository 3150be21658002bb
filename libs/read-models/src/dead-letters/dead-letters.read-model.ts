import { readModel, type ReadModelDoc } from '../projection/read-model';

/**
 * `dead_letters`: an event a projection could not apply (invalid data, a throwing evolve), kept
 * with the error so projection can go on. The projector writes them; the admin System tab reads them.
 */
export interface DeadLetterDoc extends ReadModelDoc {
  /** The collection of the projection that failed. */
  projection: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  error: string;
}

export const DEAD_LETTERS = readModel<DeadLetterDoc>('dead_letters');
