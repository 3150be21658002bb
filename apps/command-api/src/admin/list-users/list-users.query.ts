import { Query } from '@nestjs/cqrs';
import { type AdminUsersResponse } from '@buildmentor/contracts';

export class ListUsersQuery extends Query<AdminUsersResponse> {
  constructor(
    /** Matched literally against email and name; null lists everyone. */
    readonly search: string | null,
    readonly limit: number,
  ) {
    super();
  }
}
