/**
 * A least-recently-used map bounded by the memory its entries take, for per-process caches that
 * must never grow without limit (stream states, verified tokens). A bound by entries bounds
 * nothing: ten thousand states of long conversations weigh a hundred times ten thousand short
 * ones. `sizeOf` estimates an entry's bytes once, when it is set; an entry heavier than the whole
 * budget is not kept at all.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    for (const [coldest, entry] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.entries.delete(coldest);
      this.totalBytes -= entry.bytes;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes of the entries held (never above the budget). */
  get bytes(): number {
    return this.totalBytes;
  }
}

/** What V8 spends on any heap object besides its contents (header, map pointer; rounded up). */
const OBJECT_BYTES = 32;
/** A property, array slot or Map/Set entry: a tagged pointer and its share of the backing store. */
const SLOT_BYTES = 16;
/** A collection longer than this is estimated from its first entries: states hold uniform ones. */
const SAMPLED_ENTRIES = 8;

/**
 * An estimate of the heap a plain value occupies: strings, numbers, arrays, plain objects, Maps
 * and Sets. Not exact (V8 shares strings and hidden classes), but within a small factor of what a
 * heap snapshot reports, which is what a memory budget needs. It runs on every cached state, so
 * it stays cheap whatever the state's length: an array, Map or Set of more than 8 entries (a
 * long conversation's questions, a Starter user's reservations) is weighed by its first 8, scaled.
 */
export function approximateBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return OBJECT_BYTES / 2 + value.length;
    case 'number':
    case 'boolean':
    case 'undefined':
    case 'bigint':
    case 'symbol':
    case 'function':
      return SLOT_BYTES / 2;
  }
  if (value === null) return 0;
  if (Array.isArray(value))
    return OBJECT_BYTES + sampled(value, value.length, (item) => SLOT_BYTES / 2 + approximateBytes(item));
  if (value instanceof Map)
    return (
      OBJECT_BYTES +
      sampled(
        value,
        value.size,
        ([key, item]: [unknown, unknown]) => SLOT_BYTES + approximateBytes(key) + approximateBytes(item),
      )
    );
  if (value instanceof Set)
    return OBJECT_BYTES + sampled(value, value.size, (item) => SLOT_BYTES + approximateBytes(item));
  let bytes = OBJECT_BYTES;
  for (const key in value as Record<string, unknown>)
    bytes += SLOT_BYTES / 2 + approximateBytes((value as Record<string, unknown>)[key]);
  return bytes;
}

/** The bytes of a collection's entries: all of them, or the first SAMPLED_ENTRIES scaled up. */
function sampled<T>(entries: Iterable<T>, count: number, bytesOf: (entry: T) => number): number {
  let bytes = 0;
  let seen = 0;
  for (const entry of entries) {
    if (seen === SAMPLED_ENTRIES) break;
    bytes += bytesOf(entry);
    seen += 1;
  }
  return seen === 0 ? 0 : Math.round((bytes * count) / seen);
}
