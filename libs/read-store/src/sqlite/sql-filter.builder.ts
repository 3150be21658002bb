import { type FieldPath } from '../names';
import { type FindOptions, type Scalar, type SortSpec } from '../read-store.port';
import { type Condition, type RangeKind } from '../query/filter-parser';
import { parseCount, parseSort } from '../query/find-options';
import { joinSql, type SqlDialect, whereSql } from '../query/where-walk';

/**
 * Translates a parsed filter into a SQLite WHERE clause over `doc` (JSON text) and `_id`.
 *
 * Field paths are validated identifiers, embedded as JSON-path literals so that the expressions are
 * textually identical to those of the expression indexes (a bound `?` path could never use an
 * index). Values are always bound parameters.
 *
 * json_extract() maps JSON true/false to 1/0 and both JSON null and a missing field to NULL, so
 * each comparison also checks json_type(): `{flag: true}` matches only JSON true (not 1), `{n: 1}`
 * only numbers, string comparisons only strings, as MongoDB's type-bracketed comparisons do.
 */

export interface SqlFragment {
  sql: string;
  params: (string | number)[];
}

/** The SQL expression for a field's value; createIndex uses the same text. */
export function valueSql(field: FieldPath): string {
  return field.isId ? '_id' : `json_extract(doc, '${field.jsonPath}')`;
}

function typeSql(field: FieldPath): string {
  return `json_type(doc, '${field.jsonPath}')`;
}

const NUMBER_TYPES = `IN ('integer', 'real')`;

/** SQLite's emitters for the shared walk; binds `?` parameters in order of appearance. */
class SqliteWhere implements SqlDialect {
  readonly always = '1';
  readonly never = '0';
  readonly params: (string | number)[] = [];

  notNullSafe(sql: string): string {
    return `NOT IFNULL(${sql}, 0)`;
  }

  present(field: FieldPath): string {
    return `${valueSql(field)} IS NOT NULL`;
  }

  equals(field: FieldPath, value: Scalar): string {
    // The _id column only ever holds strings, so any other value can never match it.
    if (field.isId) return typeof value === 'string' ? this.bind('_id = ?', value) : this.never;
    if (value === null) return `${valueSql(field)} IS NULL`;
    if (typeof value === 'boolean') return `${typeSql(field)} = '${value ? 'true' : 'false'}'`;
    const guard = typeof value === 'string' ? `= 'text'` : NUMBER_TYPES;
    return this.bind(`(${valueSql(field)} = ? AND ${typeSql(field)} ${guard})`, value);
  }

  range(field: FieldPath, kind: RangeKind, value: string | number): string {
    const op = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[kind];
    if (field.isId) return typeof value === 'string' ? this.bind(`_id ${op} ?`, value) : this.never;
    const guard = typeof value === 'string' ? `= 'text'` : NUMBER_TYPES;
    return this.bind(`(${valueSql(field)} ${op} ? AND ${typeSql(field)} ${guard})`, value);
  }

  oneOf(field: FieldPath, values: Scalar[]): string {
    const strings = values.filter((v): v is string => typeof v === 'string');
    const numbers = values.filter((v): v is number => typeof v === 'number');
    const booleans = [...new Set(values.filter((v): v is boolean => typeof v === 'boolean'))];
    const parts: string[] = [];
    if (field.isId) {
      if (strings.length > 0) parts.push(this.bindList('_id', strings));
    } else {
      if (strings.length > 0)
        parts.push(`(${this.bindList(valueSql(field), strings)} AND ${typeSql(field)} = 'text')`);
      if (numbers.length > 0)
        parts.push(`(${this.bindList(valueSql(field), numbers)} AND ${typeSql(field)} ${NUMBER_TYPES})`);
      if (booleans.length > 0)
        parts.push(`${typeSql(field)} IN (${booleans.map((b) => `'${b}'`).join(', ')})`);
      if (values.includes(null)) parts.push(`${valueSql(field)} IS NULL`);
    }
    return joinSql(parts, 'OR', this.never);
  }

  exists(field: FieldPath, value: boolean): string {
    return `${typeSql(field)} IS ${value ? 'NOT NULL' : 'NULL'}`;
  }

  contains(field: FieldPath, value: string): string {
    // lower() folds ASCII only, which covers the product's English text; instr() needs no
    // LIKE escaping of the user's % and _.
    if (field.isId) return this.bind('instr(lower(_id), ?) > 0', value.toLowerCase());
    return this.bind(
      `(instr(lower(${valueSql(field)}), ?) > 0 AND ${typeSql(field)} = 'text')`,
      value.toLowerCase(),
    );
  }

  private bind(sql: string, value: string | number): string {
    this.params.push(value);
    return sql;
  }

  private bindList(expression: string, values: (string | number)[]): string {
    this.params.push(...values);
    return `${expression} IN (${values.map(() => '?').join(', ')})`;
  }
}

/** `WHERE ...` (or an empty string for a match-all filter) and its parameters. */
export function buildWhere(condition: Condition): SqlFragment {
  const dialect = new SqliteWhere();
  const sql = whereSql(condition, dialect);
  return { sql: sql === dialect.always ? '' : ` WHERE ${sql}`, params: dialect.params };
}

export function buildOrderBy(sort: SortSpec | undefined): string {
  const terms = parseSort(sort).map(
    ([field, direction]) => `${valueSql(field)} ${direction === 1 ? 'ASC' : 'DESC'}`,
  );
  return terms.length === 0 ? '' : ` ORDER BY ${terms.join(', ')}`;
}

/** LIMIT/OFFSET with MongoDB's meaning: a limit of 0 means no limit. */
export function buildPage(options: Pick<FindOptions, 'skip' | 'limit'>, params: (string | number)[]): string {
  const skip = parseCount('skip', options.skip);
  const limit = parseCount('limit', options.limit);
  if (skip === 0 && limit === 0) return '';
  params.push(limit === 0 ? -1 : limit, skip);
  return ' LIMIT ? OFFSET ?';
}
