import { parseFieldPath } from '../names';
import { parseFilter } from '../query/filter-parser';
import { buildOrderBy, buildPage, buildWhere, indexTerms, keySql, numSql } from './pg-filter.builder';

describe('PostgreSQL filter builder', () => {
  const key = keySql(parseFieldPath('a.b'));
  const num = numSql(parseFieldPath('a.b'));

  it('compares through the type-tagged key and the numeric value, with bound values', () => {
    const where = buildWhere(parseFilter({ 'a.b': 'x', n: { $gt: 2 }, flag: true }));
    expect(where.sql).toContain(`(${key} = $1 AND ${num} = 0)`);
    expect(where.sql).toContain(`= '1' AND (CASE WHEN jsonb_typeof(doc #> '{n}') = 'number'`);
    expect(where.sql).toContain('> $2');
    expect(where.params).toEqual(['2x', 2, '5true']);
  });

  it('bounds string ranges to strings and looks ids up with = ANY', () => {
    expect(buildWhere(parseFilter({ 'a.b': { $lt: 'm' } })).sql).toBe(
      ` WHERE (${key} < $1 AND ${key} >= '2')`,
    );
    const ids = buildWhere(parseFilter({ _id: { $in: ['p1', 'p2', 3] } }));
    expect(ids).toEqual({ sql: ' WHERE _id = ANY($1::text[])', params: [['p1', 'p2']] });
    expect(buildWhere(parseFilter({ a: { $in: [] } })).sql).toBe(' WHERE FALSE');
  });

  it('numbers parameters after the ones the caller bound first', () => {
    const params: unknown[] = ['query'];
    expect(buildWhere(parseFilter({ owner: 'u1' }), params).sql).toContain('$2');
    expect(params).toEqual(['query', '2u1']);
  });

  it('sorts with exactly the terms an index is built from', () => {
    expect(buildOrderBy({ 'a.b': -1, _id: 1 })).toBe(
      ` ORDER BY ${indexTerms(parseFieldPath('a.b'), -1).join(', ')}, _id ASC`,
    );
    expect(indexTerms(parseFieldPath('a.b'), 1)).toEqual([`${key} ASC NULLS FIRST`, `${num} ASC`]);
  });

  it('inlines validated paging, a limit of 0 meaning none', () => {
    expect(buildPage({ skip: 5, limit: 0 })).toBe(' OFFSET 5');
    expect(buildPage({ limit: 10 })).toBe(' LIMIT 10');
    expect(() => buildPage({ limit: -1 })).toThrow();
  });

  it('embeds array indexes as path elements', () => {
    expect(keySql(parseFieldPath('list.0'))).toContain(`doc #> '{list,0}'`);
  });
});
