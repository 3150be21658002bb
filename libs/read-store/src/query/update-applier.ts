import { type FieldPath, parseFieldPath } from '../names';
import { InvalidQueryError } from '../read-store.errors';
import { type UpdateOperators } from '../read-store.port';
import { getPath, setPath, unsetPath } from './document-paths';
import { isPlainObject } from './filter-parser';

/**
 * MongoDB update operators applied in JavaScript (the SQLite adapter selects documents in SQL,
 * applies the update here, and writes them back). The MongoDB adapter only parses, so an update
 * outside the subset fails the same way on both stores.
 */

type Operator = keyof UpdateOperators;
const OPERATORS: ReadonlySet<string> = new Set<Operator>([
  '$set',
  '$unset',
  '$inc',
  '$push',
  '$addToSet',
  '$setOnInsert',
]);

interface UpdateStep {
  operator: Operator;
  field: FieldPath;
  value: unknown;
}

export interface ParsedUpdate {
  readonly steps: readonly UpdateStep[];
}

export function parseUpdate(update: UpdateOperators): ParsedUpdate {
  if (!isPlainObject(update)) throw new InvalidQueryError('An update must be a plain object of operators');
  const steps: UpdateStep[] = [];
  for (const [operator, operands] of Object.entries(update)) {
    if (operands === undefined) continue;
    if (!OPERATORS.has(operator)) {
      throw new InvalidQueryError(
        `Unsupported update operator ${operator} (use replaceOne to replace a document)`,
      );
    }
    if (!isPlainObject(operands)) throw new InvalidQueryError(`${operator} needs an object of field paths`);
    for (const [path, value] of Object.entries(operands)) {
      // The MongoDB client runs with ignoreUndefined, so an undefined value is a no-op in both stores.
      if (value === undefined) continue;
      steps.push({
        operator: operator as Operator,
        field: parseFieldPath(path),
        value: checkValue(operator, path, value),
      });
    }
  }
  if (Object.keys(update).length === 0) throw new InvalidQueryError('An update needs at least one operator');
  assertNoConflicts(steps);
  return { steps };
}

function checkValue(operator: string, path: string, value: unknown): unknown {
  if (operator === '$inc' && !(typeof value === 'number' && Number.isFinite(value))) {
    throw new InvalidQueryError(`$inc.${path} needs a finite number`);
  }
  if ((operator === '$push' || operator === '$addToSet') && isPlainObject(value)) {
    const modifiers = Object.keys(value).filter((key) => key.startsWith('$'));
    if (
      modifiers.length > 0 &&
      (modifiers.length > 1 || modifiers[0] !== '$each' || !Array.isArray(value.$each))
    ) {
      throw new InvalidQueryError(`${operator}.${path} supports only the $each modifier, with an array`);
    }
  }
  return value;
}

/** MongoDB rejects an update that touches one path twice (or a path and its parent); so do we. */
function assertNoConflicts(steps: UpdateStep[]): void {
  for (let i = 0; i < steps.length; i++) {
    for (let j = i + 1; j < steps.length; j++) {
      const a = (steps[i] as UpdateStep).field.path;
      const b = (steps[j] as UpdateStep).field.path;
      if (a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`)) {
        throw new InvalidQueryError(`Updating the path '${a}' would create a conflict at '${b}'`);
      }
    }
  }
}

/** Applies the update to `doc` in place. `inserting` enables `$setOnInsert` (upserts). */
export function applyUpdate(doc: Record<string, unknown>, update: ParsedUpdate, inserting: boolean): void {
  for (const { operator, field, value } of update.steps) {
    const { segments, path } = field;
    switch (operator) {
      case '$setOnInsert':
        if (inserting) setPath(doc, segments, value);
        break;
      case '$set':
        setPath(doc, segments, value);
        break;
      case '$unset':
        unsetPath(doc, segments);
        break;
      case '$inc': {
        const current = getPath(doc, segments);
        if (current !== undefined && typeof current !== 'number') {
          throw new InvalidQueryError(`Cannot apply $inc to the non-numeric field ${path}`);
        }
        setPath(doc, segments, (current ?? 0) + (value as number));
        break;
      }
      case '$push':
      case '$addToSet':
        appendTo(doc, field, operator, value);
        break;
    }
  }
}

function appendTo(doc: Record<string, unknown>, field: FieldPath, operator: Operator, value: unknown): void {
  const items: unknown[] = isPlainObject(value) && Array.isArray(value.$each) ? value.$each : [value];
  const current = getPath(doc, field.segments);
  if (current !== undefined && !Array.isArray(current)) {
    throw new InvalidQueryError(`Cannot apply ${operator} to the non-array field ${field.path}`);
  }
  const target: unknown[] = current ?? [];
  // MongoDB compares $addToSet elements as BSON (key order matters); JSON text compares the same way.
  const seen = operator === '$addToSet' ? new Set(target.map((item) => JSON.stringify(item))) : undefined;
  for (const item of items) {
    if (seen) {
      const key = JSON.stringify(item);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    target.push(item);
  }
  if (current === undefined) setPath(doc, field.segments, target);
}
