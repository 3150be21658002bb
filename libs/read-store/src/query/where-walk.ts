import { type FieldPath } from '../names';
import { type Scalar } from '../read-store.port';
import { type Condition, type RangeKind } from './filter-parser';

/**
 * The operator walk shared by the SQL adapters: composes a parsed filter into a WHERE expression,
 * leaving each single-field comparison (and its parameter binding) to the dialect.
 *
 * The walk owns what both dialects mean the same way: and/or composition, MongoDB's $ne/$nin
 * semantics (a missing field is "not equal", so the negation must not turn a NULL comparison into
 * NULL) and `_id`, which always exists. Emitters are called in the order their SQL appears, so a
 * dialect may bind parameters positionally.
 */
export interface SqlDialect {
  /** The match-all and match-nothing literals. */
  readonly always: string;
  readonly never: string;
  /** NOT of a comparison that may be NULL, with NULL counting as false. */
  notNullSafe(sql: string): string;
  /** `field $ne null` on a document field: the field is present and not null. */
  present(field: FieldPath): string;
  equals(field: FieldPath, value: Scalar): string;
  range(field: FieldPath, kind: RangeKind, value: string | number): string;
  oneOf(field: FieldPath, values: Scalar[]): string;
  /** $exists on a document field (never `_id`, which the walk answers itself). */
  exists(field: FieldPath, value: boolean): string;
  contains(field: FieldPath, value: string): string;
}

export function whereSql(condition: Condition, dialect: SqlDialect): string {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return joinSql(
        condition.conditions.map((c) => whereSql(c, dialect)),
        condition.kind === 'and' ? 'AND' : 'OR',
        dialect.always,
      );
    case 'eq':
      return dialect.equals(condition.field, condition.value);
    case 'ne':
      // A missing field satisfies $ne, as in MongoDB.
      return condition.value === null && !condition.field.isId
        ? dialect.present(condition.field)
        : dialect.notNullSafe(dialect.equals(condition.field, condition.value));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return dialect.range(condition.field, condition.kind, condition.value);
    case 'in':
      return dialect.oneOf(condition.field, condition.values);
    case 'nin':
      return dialect.notNullSafe(dialect.oneOf(condition.field, condition.values));
    case 'exists':
      if (condition.field.isId) return condition.value ? dialect.always : dialect.never;
      return dialect.exists(condition.field, condition.value);
    case 'contains':
      return dialect.contains(condition.field, condition.value);
  }
}

/** `empty` for no parts, a single part as is, otherwise the parenthesised join. */
export function joinSql(parts: string[], operator: 'AND' | 'OR', empty: string): string {
  if (parts.length === 0) return empty;
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(` ${operator} `)})`;
}
