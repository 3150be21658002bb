/**
 * Structural equality for plain data (like jest's toEqual: keys whose value is undefined count as
 * absent). Deciders use it to tell a retried command from a real change.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  const keys = (record: Record<string, unknown>) =>
    Object.keys(record).filter((k) => record[k] !== undefined);
  const keysA = keys(recordA);
  const keysB = keys(recordB);
  return keysA.length === keysB.length && keysA.every((key) => deepEqual(recordA[key], recordB[key]));
}
