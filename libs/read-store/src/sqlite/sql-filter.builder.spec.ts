import { parseFilter } from '../query/filter-parser';
import { type Filter } from '../read-store.port';
import { buildOrderBy, buildPage, buildWhere } from './sql-filter.builder';

const where = (filter: Filter) => buildWhere(parseFilter(filter));

describe('buildWhere', () => {
  it('binds values and embeds only validated JSON paths', () => {
    expect(where({ 'a.b': 'x' })).toEqual({
      sql: ` WHERE (json_extract(doc, '$.a.b') = ? AND json_type(doc, '$.a.b') = 'text')`,
      params: ['x'],
    });
  });

  it('matches booleans by JSON type, never by binding 1/0', () => {
    expect(where({ flag: true })).toEqual({ sql: ` WHERE json_type(doc, '$.flag') = 'true'`, params: [] });
    expect(where({ n: 1 }).sql).toContain(`IN ('integer', 'real')`);
  });

  it('uses the _id column and folds impossible _id comparisons', () => {
    expect(where({ _id: 'a' })).toEqual({ sql: ' WHERE _id = ?', params: ['a'] });
    expect(where({ _id: { $in: ['a', 'b'] } })).toEqual({ sql: ' WHERE _id IN (?, ?)', params: ['a', 'b'] });
    expect(where({ _id: 5 as unknown as string }).sql).toBe(' WHERE 0');
  });

  it('lets $ne and $nin match missing fields', () => {
    expect(where({ a: { $ne: 'x' } }).sql).toBe(
      ` WHERE NOT IFNULL((json_extract(doc, '$.a') = ? AND json_type(doc, '$.a') = 'text'), 0)`,
    );
    expect(where({ a: { $ne: null } }).sql).toBe(` WHERE json_extract(doc, '$.a') IS NOT NULL`);
    expect(where({ a: { $nin: [] } }).sql).toBe(' WHERE NOT IFNULL(0, 0)');
  });

  it('keeps parameters in the order of their placeholders', () => {
    const { sql, params } = where({ $or: [{ a: { $in: [1, 'x', null, false] } }, { b: { $lte: 3 } }] });
    expect(sql.match(/\?/g)).toHaveLength(3);
    expect(params).toEqual(['x', 1, 3]);
  });

  it('omits the WHERE clause for an empty filter', () => {
    expect(where({})).toEqual({ sql: '', params: [] });
  });
});

describe('buildOrderBy and buildPage', () => {
  it('sorts by the same expressions the indexes use', () => {
    expect(buildOrderBy({ 'a.b': -1, _id: 1 })).toBe(` ORDER BY json_extract(doc, '$.a.b') DESC, _id ASC`);
    expect(buildOrderBy(undefined)).toBe('');
  });

  it('treats a limit of 0 as no limit, as MongoDB does', () => {
    const params: number[] = [];
    expect(buildPage({ limit: 0 }, params)).toBe('');
    expect(buildPage({ skip: 5 }, params)).toBe(' LIMIT ? OFFSET ?');
    expect(params).toEqual([-1, 5]);
  });
});
