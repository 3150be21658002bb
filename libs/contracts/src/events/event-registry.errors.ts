import type { z } from 'zod';

/** A field-level problem: `path` is dotted with [index] for arrays, e.g. `answer.blocks[0].text`. */
export interface EventDataIssue {
  path: string;
  message: string;
}

export class UnknownEventTypeError extends Error {
  override readonly name = 'UnknownEventTypeError';
  constructor(readonly eventType: string) {
    super(`Unknown event type "${eventType}"`);
  }
}

/** The stored version is newer than this code knows (written by a newer deployment), or not a version at all. */
export class UnsupportedSchemaVersionError extends Error {
  override readonly name = 'UnsupportedSchemaVersionError';
  constructor(
    readonly eventType: string,
    readonly schemaVersion: number,
    readonly currentVersion: number,
  ) {
    super(
      `Event "${eventType}" has schemaVersion ${String(schemaVersion)}; this code reads versions 1 to ${currentVersion}`,
    );
  }
}

export class InvalidEventDataError extends Error {
  override readonly name = 'InvalidEventDataError';
  constructor(
    readonly eventType: string,
    readonly schemaVersion: number,
    readonly issues: readonly EventDataIssue[],
  ) {
    super(
      `Invalid data for event "${eventType}" (schemaVersion ${schemaVersion}): ` +
        issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; '),
    );
  }
}

export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc === '' ? name : `${acc}.${name}`;
  }, '');
}

export function toEventDataIssues(error: z.ZodError): EventDataIssue[] {
  return error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}
