import { Query } from '@nestjs/cqrs';
import { type StorageUsageResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class GetStorageUsageQuery extends Query<StorageUsageResponse> {
  constructor(readonly user: AuthenticatedUser) {
    super();
  }
}
