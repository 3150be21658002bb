import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type AppConfig } from '@buildmentor/config';
import { contentHash, READ_STORE_PROVIDER, type Doc, type ReadStore, type ReadStoreProvider, type WriteCollection } from '@buildmentor/read-store';
import { CONFIG } from './tokens';

/** The projector's checkpoint name (the projector app owns it; the API only reads it). */
export const PROJECTOR_CHECKPOINT = 'projector';

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

  async collection<T extends Doc>(name: string): Promise<WriteCollection<T>> {
    return (await this.store()).collection<T>(name);
  }

  async namespace(): Promise<string> {
    await this.store();
    return this.current!.namespace;
  }

  /** SHA-256 content hash of each collection of the live namespace (the admin System tab). */
  async contentHashes(exclude: ReadonlySet<string> = new Set()): Promise<Record<string, string>> {
    const store = await this.store();
    const hashes: Record<string, string> = {};
    const names = (await store.listCollections()).filter((name) => !exclude.has(name));
    for (const name of names.sort()) hashes[name] = await contentHash(store, name);
    return hashes;
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
