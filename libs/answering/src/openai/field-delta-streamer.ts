import { extractPartialStringField } from './partial-json-field';

/**
 * Turns the growing JSON reply into deltas of one string field (the technical text). Each call
 * to `push` appends a content chunk and forwards only the newly decoded text, so the deltas,
 * joined, equal the field's final value.
 */
export class FieldDeltaStreamer {
  private buffer = '';
  private emitted = '';

  constructor(
    private readonly field: string,
    private readonly onDelta: (text: string) => void,
  ) {}

  /** The reply received so far. */
  get content(): string {
    return this.buffer;
  }

  /** The field text forwarded so far. */
  get forwarded(): string {
    return this.emitted;
  }

  push(chunk: string): void {
    this.buffer += chunk;
    const partial = extractPartialStringField(this.buffer, this.field);
    if (!partial) return;
    let text = partial.value;
    // Hold back half a surrogate pair: alone it cannot be encoded for the SSE wire.
    if (!partial.complete && /[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
    if (text.length > this.emitted.length && text.startsWith(this.emitted)) {
      this.onDelta(text.slice(this.emitted.length));
      this.emitted = text;
    }
  }

  /**
   * Called with the field's value from the fully parsed reply: forwards any tail not yet sent
   * and reports whether the deltas, joined, equal it (false only for a pathological reply, such
   * as one that repeats the field).
   */
  finish(finalValue: string): boolean {
    if (!finalValue.startsWith(this.emitted)) return false;
    if (finalValue.length > this.emitted.length) {
      this.onDelta(finalValue.slice(this.emitted.length));
      this.emitted = finalValue;
    }
    return true;
  }
}
