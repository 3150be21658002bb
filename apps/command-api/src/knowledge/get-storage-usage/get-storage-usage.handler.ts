import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type StorageUsageResponse } from '@buildmentor/contracts';
import { STORAGE_USAGE } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { StorageQuota } from '../storage-quota';
import { GetStorageUsageQuery } from './get-storage-usage.query';

/** Usage from the storage_usage read model; the limit from the same rule the upload enforces (StorageQuota). */
@QueryHandler(GetStorageUsageQuery)
export class GetStorageUsageHandler implements IQueryHandler<GetStorageUsageQuery> {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(StorageQuota) private readonly storage: StorageQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user }: GetStorageUsageQuery): Promise<StorageUsageResponse> {
    const usage = await (await this.readModels.collection(STORAGE_USAGE)).findOne({ _id: user.userId });
    const { limitBytes, tier } = await this.storage.limitFor(user, this.clock());
    return { used_bytes: usage?.used_bytes ?? 0, limit_bytes: limitBytes, tier };
  }
}
