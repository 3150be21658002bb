import { type FieldPath } from '../names';
import { type FindOptions, type Scalar, type SortSpec } from '../read-store.port';
import { type Condition, type RangeKind } from '../query/filter-parser';
import { parseCount, parseSort } from '../query/find-options';
import { joinSql, type SqlDialect, whereSql } from '../query/where-walk';

/**
 * Translates a parsed filter into a PostgreSQL WHERE clause over `doc` (JSONB) and `_id`.
 *
 * Every field is compared through two expressions, which are also exactly what createIndex
 * indexes (so the planner matches them, see indexTerms):
 *
 *   key(f)  text COLLATE "C": a type tag, then the value for strings and booleans —
 *           '1' number, '2'||string, '3' object, '4' array, '5true'/'5false'; NULL when the field
 *           is missing or JSON null.
 *   num(f)  numeric: the value for numbers, 0 for every other type.
 *
 * Why not compare JSONB values directly: JSONB orders strings by the database collation, and the
 * port promises bytewise order (as SQLite and MongoDB compare, and as ISO dates need); and a
 * single text expression would order numbers as text. The type tag gives MongoDB's type
 * bracketing for free (`{flag: true}` never matches 1, a number range never matches a string) and
 * its sort order (null < numbers < strings < objects < arrays < booleans). num() is 0 rather than
 * NULL for non-numbers so that an equality on a string field pins both index columns with `=`,
 * which is what lets the planner read a compound index in order for a sort on the next key.
 *
 * Field paths are validated identifiers and array indexes, embedded as `#>` path literals; values
 * are always bound parameters.
 */

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

const TAG = { number: '1', string: '2', boolean: '5' } as const;
/** Greater than every string tag, smaller than every object/array/boolean tag. */
const AFTER_STRINGS = '3';

const pathLiteral = (field: FieldPath): string => `'{${field.segments.join(',')}}'`;

/** The field as text (strings unquoted, other values as JSON); what a text index reads. */
export function textSql(field: FieldPath): string {
  return `(doc #>> ${pathLiteral(field)})`;
}

/** The field as JSONB (SQL NULL when missing). */
export function jsonSql(field: FieldPath): string {
  return `(doc #> ${pathLiteral(field)})`;
}

/** The type-tagged, bytewise-ordered key of a field (NULL for missing and null). */
export function keySql(field: FieldPath): string {
  const path = pathLiteral(field);
  return (
    `((CASE jsonb_typeof(doc #> ${path}) WHEN 'number' THEN '1' WHEN 'string' THEN '2' || (doc #>> ${path}) ` +
    `WHEN 'object' THEN '3' WHEN 'array' THEN '4' WHEN 'boolean' THEN '5' || (doc #>> ${path}) END) COLLATE "C")`
  );
}

/** The numeric value of a number field, 0 for anything else. */
export function numSql(field: FieldPath): string {
  const path = pathLiteral(field);
  return `(CASE WHEN jsonb_typeof(doc #> ${path}) = 'number' THEN (doc #> ${path})::numeric ELSE 0 END)`;
}

/**
 * ORDER BY / index terms of one key. Missing values first when ascending (as MongoDB and SQLite
 * sort them), last when descending; an index built with the same terms serves both directions.
 */
export function indexTerms(field: FieldPath, direction: 1 | -1): string[] {
  if (field.isId) return [`_id ${direction === 1 ? 'ASC' : 'DESC'}`];
  return direction === 1
    ? [`${keySql(field)} ASC NULLS FIRST`, `${numSql(field)} ASC`]
    : [`${keySql(field)} DESC NULLS LAST`, `${numSql(field)} DESC`];
}

const RANGE_SQL: Record<RangeKind, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** PostgreSQL's emitters for the shared walk; binds `$n` parameters after the caller's. */
class PgWhere implements SqlDialect {
  readonly always = 'TRUE';
  readonly never = 'FALSE';

  constructor(readonly params: unknown[]) {}

  notNullSafe(sql: string): string {
    return `NOT COALESCE(${sql}, FALSE)`;
  }

  present(field: FieldPath): string {
    return `${keySql(field)} IS NOT NULL`;
  }

  equals(field: FieldPath, value: Scalar): string {
    // The _id column only ever holds strings, so any other value can never match it.
    if (field.isId) return typeof value === 'string' ? `_id = ${this.bind(value)}` : this.never;
    if (value === null) return `${keySql(field)} IS NULL`;
    if (typeof value === 'number')
      return `(${keySql(field)} = '${TAG.number}' AND ${numSql(field)} = ${this.bind(value)})`;
    return `(${keySql(field)} = ${this.bind(tagged(value))} AND ${numSql(field)} = 0)`;
  }

  range(field: FieldPath, kind: RangeKind, value: string | number): string {
    const op = RANGE_SQL[kind];
    if (field.isId) return typeof value === 'string' ? `_id ${op} ${this.bind(value)}` : this.never;
    if (typeof value === 'number') {
      return `(${keySql(field)} = '${TAG.number}' AND ${numSql(field)} ${op} ${this.bind(value)})`;
    }
    // Bounded on the other side by the string tag range, so objects and booleans never match.
    const bound = kind === 'gt' || kind === 'gte' ? `< '${AFTER_STRINGS}'` : `>= '${TAG.string}'`;
    return `(${keySql(field)} ${op} ${this.bind(tagged(value))} AND ${keySql(field)} ${bound})`;
  }

  oneOf(field: FieldPath, values: Scalar[]): string {
    const parts: string[] = [];
    if (field.isId) {
      const ids = values.filter((v): v is string => typeof v === 'string');
      if (ids.length > 0) parts.push(`_id = ANY(${this.bind(ids)}::text[])`);
    } else {
      const keys = [
        ...new Set(
          values
            .filter((v) => typeof v === 'string' || typeof v === 'boolean')
            .map((v) => tagged(v as string | boolean)),
        ),
      ];
      const numbers = values.filter((v): v is number => typeof v === 'number');
      if (keys.length > 0)
        parts.push(`(${keySql(field)} = ANY(${this.bind(keys)}::text[]) AND ${numSql(field)} = 0)`);
      if (numbers.length > 0)
        parts.push(
          `(${keySql(field)} = '${TAG.number}' AND ${numSql(field)} = ANY(${this.bind(numbers)}::numeric[]))`,
        );
      if (values.includes(null)) parts.push(`${keySql(field)} IS NULL`);
    }
    return joinSql(parts, 'OR', this.never);
  }

  exists(field: FieldPath, value: boolean): string {
    return `${jsonSql(field)} IS ${value ? 'NOT NULL' : 'NULL'}`;
  }

  contains(field: FieldPath, value: string): string {
    // strpos needs no escaping of the user's % and _ (LIKE would).
    const needle = this.bind(value.toLowerCase());
    if (field.isId) return `strpos(lower(_id), ${needle}) > 0`;
    return `(jsonb_typeof(${jsonSql(field)}) = 'string' AND strpos(lower(${textSql(field)}), ${needle}) > 0)`;
  }

  private bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** The key() value of a string or boolean, as the key expression computes it. */
function tagged(value: string | boolean): string {
  return typeof value === 'string' ? `${TAG.string}${value}` : `${TAG.boolean}${value}`;
}

/**
 * ` WHERE ...` (or an empty string for a match-all filter). Parameters are appended to `params`,
 * so a caller can bind its own first (search binds the query text as $1).
 */
export function buildWhere(condition: Condition, params: unknown[] = []): SqlFragment {
  const dialect = new PgWhere(params);
  const sql = whereSql(condition, dialect);
  return { sql: sql === dialect.always ? '' : ` WHERE ${sql}`, params };
}

export function buildOrderBy(sort: SortSpec | undefined): string {
  const terms = parseSort(sort).flatMap(([field, direction]) => indexTerms(field, direction));
  return terms.length === 0 ? '' : ` ORDER BY ${terms.join(', ')}`;
}

/** LIMIT/OFFSET with MongoDB's meaning: a limit of 0 means no limit. Validated integers, inlined. */
export function buildPage(options: Pick<FindOptions, 'skip' | 'limit'>): string {
  const skip = parseCount('skip', options.skip);
  const limit = parseCount('limit', options.limit);
  return `${limit > 0 ? ` LIMIT ${limit}` : ''}${skip > 0 ? ` OFFSET ${skip}` : ''}`;
}
