import type { z } from 'zod';
import {
  InvalidEventDataError,
  UnknownEventTypeError,
  UnsupportedSchemaVersionError,
  toEventDataIssues,
} from './event-registry.errors';

/**
 * The versioning mechanism: an event type's data schema describes its CURRENT version, and a
 * chain of upcasters lifts older stored data to it on read (events are never rewritten).
 * `upcasters[n - 1]` turns version n into version n + 1, so the current version is always
 * `upcasters.length + 1`: a gap in the chain cannot be expressed.
 */

/** Lifts one version of an event's data to the next; receives unvalidated stored JSON. */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<TSchema extends z.ZodType = z.ZodType> {
  readonly schemaVersion: number;
  readonly schema: TSchema;
  readonly upcasters: readonly Upcaster[];
}

export function defineEvent<TSchema extends z.ZodType>(
  schema: TSchema,
  upcasters: readonly Upcaster[] = [],
): EventDefinition<TSchema> {
  return { schemaVersion: upcasters.length + 1, schema, upcasters };
}

export type DefinitionsData<TDefs extends Record<string, EventDefinition>> = {
  [K in keyof TDefs]: z.output<TDefs[K]['schema']>;
};

export interface EventRegistry<TDefs extends Record<string, EventDefinition>> {
  readonly definitions: TDefs;
  has(type: string): type is keyof TDefs & string;
  currentVersion(type: keyof TDefs & string): number;
  /** Upcasts `data` from `schemaVersion` to the current version, then validates it. */
  parse<K extends keyof TDefs & string>(
    type: K,
    data: unknown,
    schemaVersion: number,
  ): DefinitionsData<TDefs>[K];
}

export function createEventRegistry<TDefs extends Record<string, EventDefinition>>(
  definitions: TDefs,
): EventRegistry<TDefs> {
  const lookup = (type: string): EventDefinition => {
    // Own properties only: 'toString' or '__proto__' must not pass for an event type.
    const definition = Object.prototype.hasOwnProperty.call(definitions, type)
      ? definitions[type]
      : undefined;
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  };

  return {
    definitions,
    has: (type: string): type is keyof TDefs & string =>
      Object.prototype.hasOwnProperty.call(definitions, type),
    currentVersion: (type) => lookup(type).schemaVersion,
    parse(type, data, schemaVersion) {
      const definition = lookup(type);
      if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > definition.schemaVersion) {
        throw new UnsupportedSchemaVersionError(type, schemaVersion, definition.schemaVersion);
      }
      let current = data;
      for (let version = schemaVersion; version < definition.schemaVersion; version++) {
        const upcast = definition.upcasters[version - 1];
        // Unreachable by construction (defineEvent ties the version to the chain), kept for hand-built definitions.
        if (!upcast) throw new UnsupportedSchemaVersionError(type, schemaVersion, definition.schemaVersion);
        current = upcast(current);
      }
      const result = definition.schema.safeParse(current);
      if (!result.success) {
        throw new InvalidEventDataError(type, definition.schemaVersion, toEventDataIssues(result.error));
      }
      return result.data as DefinitionsData<TDefs>[typeof type];
    },
  };
}
