import { Query } from '@nestjs/cqrs';
import { type ExamplesResponse } from '@buildmentor/contracts';

export class GetExamplesQuery extends Query<ExamplesResponse> {
  constructor(
    readonly userId: string,
    readonly count: number,
    /** The user's recent topics, at most 10. */
    readonly topics: readonly string[],
    /** Repeats an earlier choice; null picks a new seed. */
    readonly seed: string | null,
  ) {
    super();
  }
}
