import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import {
  collectionOf,
  OPERATIONAL_COLLECTIONS,
  PROJECTOR_CHECKPOINT,
  type ReadModel,
} from '@buildmentor/read-models';
import {
  contentHashes,
  READ_STORE_PROVIDER,
  type Doc,
  type ReadCollection,
  type ReadStore,
  type ReadStoreProvider,
} from '@buildmentor/read-store';
import { CONFIG } from './tokens';

/**
 * The query side's view of the read store: always the LIVE namespace (a blue/green replay can
 * switch it at any time), plus read-your-writes waiting on the projector's checkpoint.
 */
@Injectable()
export class ReadModels implements OnModuleDestroy {
  private current: { namespace: string; store: ReadStore; checkedAt: number } | null = null;
  private opening: Promise<ReadStore> | null = null;

  constructor(
    @Inject(READ_STORE_PROVIDER) private readonly provider: ReadStoreProvider,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** A read model of the live namespace, typed by its descriptor (the projector writes; the API only reads). */
  async collection<D extends Doc>(model: ReadModel<D>): Promise<ReadCollection<D>> {
    return collectionOf(await this.store(), model);
  }

  async namespace(): Promise<string> {
    await this.store();
    return this.current!.namespace;
  }

  /** SHA-256 content hash of each read model of the live namespace (the admin System tab). */
  async contentHashes(): Promise<Record<string, string>> {
    return contentHashes(await this.store(), OPERATIONAL_COLLECTIONS);
  }

  async checkpoint(): Promise<number> {
    return (await (await this.store()).getCheckpoint(PROJECTOR_CHECKPOINT)) ?? 0;
  }

  /**
   * Waits (bounded by MIN_POSITION_WAIT_MS) until the projector has applied `position`. Returns
   * the checkpoint reached; on timeout the caller serves what there is rather than failing.
   */
  async waitForPosition(position: number): Promise<number> {
    const deadline = Date.now() + this.config.MIN_POSITION_WAIT_MS;
    for (let delay = 2; ; delay = Math.min(delay * 2, 25)) {
      const checkpoint = await this.checkpoint();
      if (checkpoint >= position || Date.now() >= deadline) return checkpoint;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  /** The live namespace's store; the pointer is re-read at most every 500 ms. */
  private async store(): Promise<ReadStore> {
    const now = Date.now();
    if (this.current && now - this.current.checkedAt < 500) return this.current.store;
    this.opening ??= this.refresh(now).finally(() => (this.opening = null));
    return this.opening;
  }

  private async refresh(now: number): Promise<ReadStore> {
    const live = await this.provider.liveNamespace();
    if (this.current?.namespace === live) {
      this.current.checkedAt = now;
      return this.current.store;
    }
    const previous = this.current;
    this.current = { namespace: live, store: await this.provider.open(live), checkedAt: now };
    // Requests still holding the previous store finish first; close it a little later.
    if (previous) setTimeout(() => void previous.store.close(), 5_000).unref();
    return this.current.store;
  }

  async onModuleDestroy(): Promise<void> {
    await this.current?.store.close();
    this.current = null;
  }
}
