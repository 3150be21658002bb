import { Query } from '@nestjs/cqrs';
import { type SystemResponse } from '@buildmentor/contracts';

export class GetSystemStatusQuery extends Query<SystemResponse> {
  /** Hashing every read model reads them all: only when the operator asks. */
  constructor(readonly withHashes: boolean) {
    super();
  }
}
