import { Controller, Get, Inject } from '@nestjs/common';
import { storageUsageResponseSchema, type StorageUsageResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { ReadModels } from '../../infrastructure/read-models.service';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { StorageQuota } from '../storage-quota';

interface StorageUsageView extends Doc {
  used_bytes: number;
}

export const getStorageUsageDoc: RouteDoc = {
  method: 'get', path: '/api/knowledge/storage', summary: "Your document storage: bytes used and your plan's limit (the vault's usage bar)", tag: 'knowledge', auth: true, response: storageUsageResponseSchema, readYourWrites: true,
};

/** Usage from the storage_usage read model; the limit from the same rule the upload enforces (StorageQuota). */
@Controller('knowledge')
export class GetStorageUsageController {
  constructor(
    @Inject(ReadModels) private readonly readModels: ReadModels,
    @Inject(StorageQuota) private readonly storage: StorageQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('storage')
  async usage(@CurrentUser() user: AuthenticatedUser): Promise<StorageUsageResponse> {
    const usage = await (await this.readModels.collection<StorageUsageView>('storage_usage')).findOne({ _id: user.uid });
    const { limitBytes, tier } = await this.storage.limitFor(user, this.clock());
    return { used_bytes: usage?.used_bytes ?? 0, limit_bytes: limitBytes, tier };
  }
}
