import { InvalidQueryError } from '../read-store.errors';
import { isPlainObject } from './filter-parser';

/**
 * Reading and writing dotted paths inside JSON documents with MongoDB's rules: missing parents are
 * created as objects, a numeric segment indexes an array (padding with null) or names an object
 * key, and a path through a scalar is an error rather than a silent overwrite.
 */

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

function arrayIndex(segment: string): number | undefined {
  return /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : undefined;
}

function read(container: Container, segment: string): unknown {
  if (Array.isArray(container)) {
    const index = arrayIndex(segment);
    return index === undefined ? undefined : container[index];
  }
  // hasOwn: a missing `constructor` key must read as missing, not as Object.prototype.constructor.
  return Object.hasOwn(container, segment) ? container[segment] : undefined;
}

function write(container: Container, segment: string, value: unknown, path: string): void {
  if (Array.isArray(container)) {
    const index = arrayIndex(segment);
    if (index === undefined) {
      throw new InvalidQueryError(`Cannot create field '${segment}' in an array (path ${path})`);
    }
    while (container.length < index) container.push(null);
    container[index] = value;
  } else {
    container[segment] = value;
  }
}

export function getPath(doc: Record<string, unknown>, segments: readonly string[]): unknown {
  let current: unknown = doc;
  for (const segment of segments) {
    if (!isContainer(current)) return undefined;
    current = read(current, segment);
  }
  return current;
}

export function setPath(doc: Record<string, unknown>, segments: readonly string[], value: unknown): void {
  const path = segments.join('.');
  let current: Container = doc;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] as string;
    let next = read(current, segment);
    if (next === undefined) {
      next = {};
      write(current, segment, next, path);
    } else if (!isContainer(next)) {
      throw new InvalidQueryError(
        `Cannot create field '${segments[i + 1]}' in element {${segment}: ${JSON.stringify(next)}} (path ${path})`,
      );
    }
    current = next as Container;
  }
  write(current, segments[segments.length - 1] as string, value, path);
}

export function unsetPath(doc: Record<string, unknown>, segments: readonly string[]): void {
  let current: unknown = doc;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!isContainer(current)) return;
    current = read(current, segments[i] as string);
  }
  const last = segments[segments.length - 1] as string;
  if (Array.isArray(current)) {
    // MongoDB keeps array positions stable: an unset element becomes null.
    const index = arrayIndex(last);
    if (index !== undefined && index < current.length) current[index] = null;
  } else if (isPlainObject(current) && Object.hasOwn(current, last)) {
    delete current[last];
  }
}
