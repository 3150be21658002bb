/**
 * Reads one top-level string field out of a JSON object that is still arriving, so the streamed
 * `technical` text can be forwarded before the reply is complete. Tolerant by design: it returns
 * null until the field's value has started, and stops at an incomplete escape, so the decoded
 * text only ever grows as more input arrives. The full reply is still parsed and validated at the
 * end; this is for display, not for trust.
 */
export interface PartialField {
  value: string;
  /** The closing quote has arrived: value is the field's full decoded text. */
  complete: boolean;
}

export function extractPartialStringField(json: string, field: string): PartialField | null {
  let i = json.indexOf('{');
  if (i < 0) return null;
  i++;
  for (;;) {
    i = skipSpaceAndCommas(json, i);
    if (i >= json.length || json[i] === '}') return null;
    if (json[i] !== '"') return null;
    const key = readString(json, i);
    if (!key.complete) return null;
    i = skipSpace(json, key.end);
    if (json[i] !== ':') return null;
    i = skipSpace(json, i + 1);
    if (i >= json.length) return null;
    if (key.value === field) {
      if (json[i] !== '"') return null;
      const value = readString(json, i);
      return { value: value.value, complete: value.complete };
    }
    const end = skipValue(json, i);
    if (end < 0) return null;
    i = end;
  }
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Decodes a JSON string starting at the opening quote, as far as the input allows. */
function readString(json: string, start: number): { value: string; complete: boolean; end: number } {
  let value = '';
  let i = start + 1;
  while (i < json.length) {
    const char = json[i]!;
    if (char === '"') return { value, complete: true, end: i + 1 };
    if (char !== '\\') {
      value += char;
      i++;
      continue;
    }
    const next = json[i + 1];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = json.slice(i + 2, i + 6);
      if (hex.length < 4 || !/^[0-9a-fA-F]{4}$/.test(hex)) break;
      value += String.fromCharCode(parseInt(hex, 16));
      i += 6;
    } else if (ESCAPES[next] !== undefined) {
      value += ESCAPES[next];
      i += 2;
    } else {
      break; // Invalid escape: stop here; the final parse reports the error.
    }
  }
  return { value, complete: false, end: -1 };
}

/** Skips one JSON value of any type; -1 when it has not fully arrived. */
function skipValue(json: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < json.length) {
    const char = json[i]!;
    if (char === '"') {
      const string = readString(json, i);
      if (!string.complete) return -1;
      if (depth === 0) return string.end;
      i = string.end;
      continue;
    }
    if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      if (depth === 0) return i; // The enclosing object ends: a scalar value ended here.
      depth--;
      if (depth === 0) return i + 1;
    } else if (char === ',' && depth === 0) return i;
    i++;
  }
  return -1;
}

const skipSpace = (json: string, i: number) => {
  while (i < json.length && /\s/.test(json[i]!)) i++;
  return i;
};

const skipSpaceAndCommas = (json: string, i: number) => {
  while (i < json.length && (/\s/.test(json[i]!) || json[i] === ',')) i++;
  return i;
};
