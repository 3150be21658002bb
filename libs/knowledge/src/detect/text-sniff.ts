/**
 * Is this plain text? No NUL bytes (UTF-16 needs a BOM), and either valid UTF-8 or a single-byte
 * encoding with essentially no C0 control characters. Random or binary data fails the control
 * character test long before it could pass for prose.
 */
const MAX_CONTROL_RATIO = 0.001;

function isAllowedControl(byte: number): boolean {
  // tab, line feed, vertical tab, form feed, carriage return, escape (seen in some exports)
  return byte === 9 || byte === 10 || byte === 11 || byte === 12 || byte === 13 || byte === 27;
}

function decodesAs(encoding: string, bytes: Uint8Array): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function hasUtf16Bom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

export function looksLikeText(bytes: Uint8Array): boolean {
  const utf16 = hasUtf16Bom(bytes);
  if (utf16) return bytes.length % 2 === 0 && decodesAs(utf16, bytes);
  let controls = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0) return false;
    if ((byte < 32 && !isAllowedControl(byte)) || byte === 127) controls++;
  }
  if (controls > bytes.length * MAX_CONTROL_RATIO) return false;
  // Valid UTF-8 is text; otherwise the bytes are read with a detected single-byte encoding
  // (Windows-1252 and friends), in which every non-control byte is a printable character.
  return true;
}
