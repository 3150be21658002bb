import { type Filter } from '../read-store.port';
import { setPath } from './document-paths';
import { isPlainObject, isScalar } from './filter-parser';

/**
 * The document an upsert starts from, as MongoDB builds it: the filter's plain equality fields
 * (`{a: 1}`, `{a: {$eq: 1}}`, also inside `$and`), dotted paths expanded. Other operators and `$or`
 * contribute nothing. The update is then applied on top with `$setOnInsert` enabled.
 */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  collect(filter, doc);
  return doc;
}

function collect(filter: Filter, doc: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) collect(clause, doc);
    } else if (key.startsWith('$')) {
      continue;
    } else if (isScalar(value)) {
      setPath(doc, key.split('.'), value);
    } else if (isPlainObject(value) && isScalar(value.$eq)) {
      setPath(doc, key.split('.'), value.$eq);
    }
  }
}
