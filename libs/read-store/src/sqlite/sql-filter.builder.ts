import { type FieldPath } from '../names';
import { type FindOptions, type Scalar, type SortSpec } from '../read-store.port';
import { type Condition } from '../query/filter-parser';
import { parseCount, parseSort } from '../query/find-options';

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

class WhereBuilder {
  readonly params: (string | number)[] = [];

  build(condition: Condition): string {
    switch (condition.kind) {
      case 'and':
      case 'or': {
        if (condition.conditions.length === 0) return '1';
        const parts = condition.conditions.map((c) => this.build(c));
        return parts.length === 1
          ? (parts[0] as string)
          : `(${parts.join(condition.kind === 'and' ? ' AND ' : ' OR ')})`;
      }
      case 'eq':
        return this.equals(condition.field, condition.value);
      case 'ne':
        // NULL-safe negation: a missing field satisfies $ne, as in MongoDB.
        return condition.value === null && !condition.field.isId
          ? `${valueSql(condition.field)} IS NOT NULL`
          : `NOT IFNULL(${this.equals(condition.field, condition.value)}, 0)`;
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        return this.range(condition.field, condition.kind, condition.value);
      case 'in':
        return this.oneOf(condition.field, condition.values);
      case 'nin':
        return `NOT IFNULL(${this.oneOf(condition.field, condition.values)}, 0)`;
      case 'exists':
        if (condition.field.isId) return condition.value ? '1' : '0';
        return `${typeSql(condition.field)} IS ${condition.value ? 'NOT NULL' : 'NULL'}`;
      case 'contains':
        // lower() folds ASCII only, which covers the product's English text; instr() needs no
        // LIKE escaping of the user's % and _.
        if (condition.field.isId) return this.bind('instr(lower(_id), ?) > 0', condition.value.toLowerCase());
        return this.bind(
          `(instr(lower(${valueSql(condition.field)}), ?) > 0 AND ${typeSql(condition.field)} = 'text')`,
          condition.value.toLowerCase(),
        );
    }
  }

  private equals(field: FieldPath, value: Scalar): string {
    // The _id column only ever holds strings, so any other value can never match it.
    if (field.isId) return typeof value === 'string' ? this.bind('_id = ?', value) : '0';
    if (value === null) return `${valueSql(field)} IS NULL`;
    if (typeof value === 'boolean') return `${typeSql(field)} = '${value ? 'true' : 'false'}'`;
    const guard = typeof value === 'string' ? `= 'text'` : NUMBER_TYPES;
    return this.bind(`(${valueSql(field)} = ? AND ${typeSql(field)} ${guard})`, value);
  }

  private range(field: FieldPath, kind: 'gt' | 'gte' | 'lt' | 'lte', value: string | number): string {
    const op = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[kind];
    if (field.isId) return typeof value === 'string' ? this.bind(`_id ${op} ?`, value) : '0';
    const guard = typeof value === 'string' ? `= 'text'` : NUMBER_TYPES;
    return this.bind(`(${valueSql(field)} ${op} ? AND ${typeSql(field)} ${guard})`, value);
  }

  private oneOf(field: FieldPath, values: Scalar[]): string {
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
    if (parts.length === 0) return '0';
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
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
  const builder = new WhereBuilder();
  const sql = builder.build(condition);
  return { sql: sql === '1' ? '' : ` WHERE ${sql}`, params: builder.params };
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
