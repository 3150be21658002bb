import { type FieldPath, parseFieldPath } from '../names';
import { InvalidQueryError } from '../read-store.errors';
import { type FindOptions, type SortSpec } from '../read-store.port';

/** Sort and paging checks shared by both adapters (SQLite builds SQL from the result). */

export function parseSort(sort: SortSpec | undefined): [FieldPath, 1 | -1][] {
  if (sort === undefined) return [];
  return Object.entries(sort).map(([path, direction]) => {
    if (direction !== 1 && direction !== -1) {
      throw new InvalidQueryError(`Sort direction for ${path} must be 1 or -1`);
    }
    return [parseFieldPath(path), direction];
  });
}

/** skip and limit are non-negative integers; as in MongoDB, a limit of 0 means no limit. */
export function parseCount(name: 'skip' | 'limit', value: number | undefined): number {
  if (value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidQueryError(`${name} must be a non-negative integer`);
  }
  return value;
}

export function checkFindOptions(options: FindOptions): void {
  parseSort(options.sort);
  parseCount('skip', options.skip);
  parseCount('limit', options.limit);
}
