import { type FieldPath } from '../names';
import { type Scalar } from '../read-store.port';
import { type Condition, parseFilter, type RangeKind } from './filter-parser';
import { joinSql, type SqlDialect, whereSql } from './where-walk';

/** Prints each emitter call as `name(path, value)`, recording the order of the calls. */
class FakeDialect implements SqlDialect {
  readonly always = 'ALWAYS';
  readonly never = 'NEVER';
  readonly calls: string[] = [];

  notNullSafe(sql: string): string {
    return `notNullSafe(${sql})`;
  }

  present(field: FieldPath): string {
    return this.call('present', field);
  }

  equals(field: FieldPath, value: Scalar): string {
    return this.call('equals', field, JSON.stringify(value));
  }

  range(field: FieldPath, kind: RangeKind, value: string | number): string {
    return this.call(kind, field, JSON.stringify(value));
  }

  oneOf(field: FieldPath, values: Scalar[]): string {
    return this.call('oneOf', field, JSON.stringify(values));
  }

  exists(field: FieldPath, value: boolean): string {
    return this.call('exists', field, String(value));
  }

  contains(field: FieldPath, value: string): string {
    return this.call('contains', field, JSON.stringify(value));
  }

  private call(name: string, field: FieldPath, ...args: string[]): string {
    const sql = `${name}(${[field.path, ...args].join(', ')})`;
    this.calls.push(sql);
    return sql;
  }
}

const walk = (filter: Parameters<typeof parseFilter>[0]) => whereSql(parseFilter(filter), new FakeDialect());

describe('whereSql', () => {
  it('dispatches each operator to its emitter', () => {
    expect(walk({ a: 1 })).toBe('equals(a, 1)');
    expect(walk({ a: { $eq: null } })).toBe('equals(a, null)');
    expect(walk({ a: { $gte: 2 } })).toBe('gte(a, 2)');
    expect(walk({ 'a.b': { $lt: 'm' } })).toBe('lt(a.b, "m")');
    expect(walk({ a: { $in: [1, 'x', null] } })).toBe('oneOf(a, [1,"x",null])');
    expect(walk({ a: { $exists: false } })).toBe('exists(a, false)');
    expect(walk({ a: { $contains: 'Hi' } })).toBe('contains(a, "Hi")');
    expect(walk({ _id: { $contains: 'p' } })).toBe('contains(_id, "p")');
  });

  it('negates $ne and $nin NULL-safely, and reads $ne null as "is present"', () => {
    expect(walk({ a: { $ne: 'x' } })).toBe('notNullSafe(equals(a, "x"))');
    expect(walk({ a: { $nin: [1, null] } })).toBe('notNullSafe(oneOf(a, [1,null]))');
    expect(walk({ a: { $ne: null } })).toBe('present(a)');
    expect(walk({ _id: { $ne: null } })).toBe('notNullSafe(equals(_id, null))');
  });

  it('answers $exists on _id itself, since every document has one', () => {
    expect(walk({ _id: { $exists: true } })).toBe('ALWAYS');
    expect(walk({ _id: { $exists: false } })).toBe('NEVER');
  });

  it('composes $and and $or: empty is match-all, one part is itself, more are parenthesised', () => {
    expect(walk({})).toBe('ALWAYS');
    expect(whereSql({ kind: 'or', conditions: [] }, new FakeDialect())).toBe('ALWAYS');
    expect(walk({ $or: [{ a: 1 }] })).toBe('equals(a, 1)');
    expect(walk({ a: 1, $or: [{ b: 2 }, { $and: [{ c: 3 }, {}] }] })).toBe(
      '(equals(a, 1) AND (equals(b, 2) OR (equals(c, 3) AND ALWAYS)))',
    );
  });

  it('calls the emitters in the order their SQL appears, so positional parameters line up', () => {
    const dialect = new FakeDialect();
    const condition: Condition = parseFilter({
      $or: [{ a: { $ne: 1 } }, { b: { $gt: 2 }, c: { $nin: [3] } }],
      d: { $contains: 'x' },
    });
    const sql = whereSql(condition, dialect);
    expect(dialect.calls).toEqual(['equals(a, 1)', 'gt(b, 2)', 'oneOf(c, [3])', 'contains(d, "x")']);
    expect(dialect.calls.map((call) => sql.indexOf(call))).toEqual(
      dialect.calls.map((call) => sql.indexOf(call)).sort((x, y) => x - y),
    );
  });
});

describe('joinSql', () => {
  it('returns the empty literal, a single part as is, or the parenthesised join', () => {
    expect(joinSql([], 'OR', 'NEVER')).toBe('NEVER');
    expect(joinSql(['x'], 'AND', 'ALWAYS')).toBe('x');
    expect(joinSql(['x', 'y', 'z'], 'OR', 'NEVER')).toBe('(x OR y OR z)');
  });
});
