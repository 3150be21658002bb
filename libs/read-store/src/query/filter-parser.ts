import { type FieldPath, parseFieldPath } from '../names';
import { InvalidQueryError } from '../read-store.errors';
import { type Filter, type Scalar } from '../read-store.port';

/**
 * Parses a filter of the port's MongoDB subset into a small tree. Both adapters parse every filter
 * so that a query outside the subset fails the same way on SQLite (tests) and MongoDB (production).
 */

export type RangeKind = 'gt' | 'gte' | 'lt' | 'lte';

export type Condition =
  | { kind: 'and' | 'or'; conditions: Condition[] }
  | { kind: 'eq' | 'ne'; field: FieldPath; value: Scalar }
  | { kind: RangeKind; field: FieldPath; value: string | number }
  | { kind: 'in' | 'nin'; field: FieldPath; values: Scalar[] }
  | { kind: 'exists'; field: FieldPath; value: boolean }
  | { kind: 'contains'; field: FieldPath; value: string };

const RANGE_OPERATORS: Record<string, RangeKind> = { $gt: 'gt', $gte: 'gte', $lt: 'lt', $lte: 'lte' };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

export function parseFilter(filter: Filter): Condition {
  if (!isPlainObject(filter)) throw new InvalidQueryError('A filter must be a plain object');
  const conditions: Condition[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$and' || key === '$or') {
      conditions.push({ kind: key === '$and' ? 'and' : 'or', conditions: parseClauses(key, value) });
    } else if (key.startsWith('$')) {
      throw new InvalidQueryError(`Unsupported top-level filter operator ${key}`);
    } else {
      conditions.push(...parseField(parseFieldPath(key), value));
    }
  }
  return conditions.length === 1 && conditions[0] ? conditions[0] : { kind: 'and', conditions };
}

function parseClauses(operator: string, value: unknown): Condition[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new InvalidQueryError(`${operator} needs a non-empty array of filters`);
  }
  return value.map((clause: Filter) => parseFilter(clause));
}

function parseField(field: FieldPath, value: unknown): Condition[] {
  if (isScalar(value)) return [{ kind: 'eq', field, value }];
  if (!isPlainObject(value) || Object.keys(value).length === 0) {
    throw new InvalidQueryError(
      `Unsupported filter value for ${field.path}: use a string, finite number, boolean, null or operators (dates as ISO strings)`,
    );
  }
  return Object.entries(value).map(([operator, operand]) => parseOperator(field, operator, operand));
}

function parseOperator(field: FieldPath, operator: string, operand: unknown): Condition {
  const where = `${field.path}.${operator}`;
  switch (operator) {
    case '$eq':
    case '$ne':
      return { kind: operator === '$eq' ? 'eq' : 'ne', field, value: scalar(where, operand) };
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (typeof operand !== 'string' && !(typeof operand === 'number' && Number.isFinite(operand))) {
        throw new InvalidQueryError(`${where} needs a string or finite number`);
      }
      return { kind: RANGE_OPERATORS[operator] as RangeKind, field, value: operand };
    }
    case '$in':
    case '$nin': {
      if (!Array.isArray(operand)) throw new InvalidQueryError(`${where} needs an array`);
      const values = operand.map((item: unknown) => scalar(where, item));
      return { kind: operator === '$in' ? 'in' : 'nin', field, values };
    }
    case '$exists':
      if (typeof operand !== 'boolean') throw new InvalidQueryError(`${where} needs a boolean`);
      return { kind: 'exists', field, value: operand };
    case '$contains':
      if (typeof operand !== 'string' || operand.length === 0 || operand.length > 500) {
        throw new InvalidQueryError(`${where} needs a non-empty string of at most 500 characters`);
      }
      return { kind: 'contains', field, value: operand };
    default:
      throw new InvalidQueryError(`Unsupported filter operator ${where}`);
  }
}

function scalar(where: string, value: unknown): Scalar {
  if (!isScalar(value)) {
    throw new InvalidQueryError(`${where} needs a string, finite number, boolean or null`);
  }
  return value;
}

/** The `_id` when the filter is exactly `{ _id: '<string>' }`: the adapters' primary-key fast path. */
export function idOnlyFilter(filter: Filter): string | undefined {
  let id: string | undefined;
  for (const key in filter) {
    if (key !== '_id') return undefined;
    const value = filter[key];
    if (typeof value !== 'string') return undefined;
    id = value;
  }
  return id;
}

/**
 * The ids when the filter is exactly `{ _id: { $in: ['<string>', ...] } }`: a batch lookup by
 * primary key, which a transaction can answer partly from what it has already read.
 */
export function idListFilter(filter: Filter): string[] | undefined {
  let ids: string[] | undefined;
  for (const key in filter) {
    if (key !== '_id') return undefined;
    const value = filter[key];
    if (!isPlainObject(value) || Object.keys(value).length !== 1) return undefined;
    const list = value.$in;
    if (!Array.isArray(list) || !list.every((id): id is string => typeof id === 'string')) return undefined;
    ids = list;
  }
  return ids;
}
