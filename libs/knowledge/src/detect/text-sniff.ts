import { TextDecoder } from 'node:util';

/**
 * Is this plain text? No NUL bytes (UTF-16 needs a BOM), and either valid UTF-8 or a single-byte
 * encoding with essentially no C0 control characters. Random or binary data fails the control
 * character test long before it could pass for prose. Checked as the bytes stream past
 * (TextCheck), so an upload is judged without ever being held whole in memory.
 */
const MAX_CONTROL_RATIO = 0.001;

function isAllowedControl(byte: number): boolean {
  // tab, line feed, vertical tab, form feed, carriage return, escape (seen in some exports)
  return byte === 9 || byte === 10 || byte === 11 || byte === 12 || byte === 13 || byte === 27;
}

export function hasUtf16Bom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** The text test over a stream of chunks; the first chunk must hold the first two bytes (a BOM). */
export class TextCheck {
  private utf16: TextDecoder | null | undefined;
  private total = 0;
  private controls = 0;
  private failed = false;

  update(chunk: Uint8Array): void {
    if (this.failed || chunk.length === 0) return;
    if (this.utf16 === undefined) {
      const bom = hasUtf16Bom(chunk);
      this.utf16 = bom ? new TextDecoder(bom, { fatal: true }) : null;
    }
    this.total += chunk.length;
    if (this.utf16) {
      try {
        this.utf16.decode(chunk, { stream: true });
      } catch {
        this.failed = true;
      }
      return;
    }
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === 0) {
        this.failed = true;
        return;
      }
      if ((byte < 32 && !isAllowedControl(byte)) || byte === 127) this.controls++;
    }
  }

  /** True when every byte seen is text. Valid UTF-8 is text; otherwise the bytes are read with a detected single-byte encoding (Windows-1252 and friends), in which every non-control byte is a printable character. */
  finish(): boolean {
    if (this.failed || this.total === 0) return false;
    if (this.utf16) {
      if (this.total % 2 !== 0) return false;
      try {
        this.utf16.decode();
        return true;
      } catch {
        return false;
      }
    }
    return this.controls <= this.total * MAX_CONTROL_RATIO;
  }
}

export function looksLikeText(bytes: Uint8Array): boolean {
  const check = new TextCheck();
  check.update(bytes);
  return check.finish();
}
