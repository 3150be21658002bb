import { z } from 'zod';
import { createEventRegistry, defineEvent } from './event-definition';
import { InvalidEventDataError, UnsupportedSchemaVersionError } from './event-registry.errors';

/**
 * The real catalogue is all at version 1, so the upcasting mechanism is proven here on a fake
 * event: v1 had `name`, v2 split it into `firstName`/`lastName`, v3 added `country`.
 */
const greetedV3Schema = z.object({ firstName: z.string(), lastName: z.string(), country: z.string() });

const upcastV1ToV2 = (data: unknown) => {
  const { name, ...rest } = data as { name: string };
  const [firstName = '', ...others] = name.split(' ');
  return { ...rest, firstName, lastName: others.join(' ') };
};
const upcastV2ToV3 = (data: unknown) => ({ ...(data as object), country: 'AU' });

const registry = createEventRegistry({
  Greeted: defineEvent(greetedV3Schema, [upcastV1ToV2, upcastV2ToV3]),
  Waved: defineEvent(z.object({ hand: z.enum(['left', 'right']) })),
});

describe('event definitions and upcasting', () => {
  it('derives the current version from the upcaster chain', () => {
    expect(registry.currentVersion('Greeted')).toBe(3);
    expect(registry.currentVersion('Waved')).toBe(1);
  });

  it('upcasts v1 data through every step to the current version', () => {
    expect(registry.parse('Greeted', { name: 'Ada King Lovelace' }, 1)).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      country: 'AU',
    });
  });

  it('upcasts from an intermediate version, skipping earlier steps', () => {
    expect(registry.parse('Greeted', { firstName: 'Ada', lastName: 'Lovelace' }, 2)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'AU',
    });
  });

  it('reads current-version data as is', () => {
    const data = { firstName: 'Ada', lastName: 'Lovelace', country: 'NZ' };
    expect(registry.parse('Greeted', data, 3)).toEqual(data);
  });

  it('does not mutate the stored data while upcasting', () => {
    const stored = { name: 'Ada Lovelace' };
    registry.parse('Greeted', stored, 1);
    expect(stored).toEqual({ name: 'Ada Lovelace' });
  });

  it('validates after upcasting, against the current schema', () => {
    expect(() => registry.parse('Greeted', { name: 42 }, 2)).toThrow(InvalidEventDataError);
  });

  it('refuses a version newer than the code knows', () => {
    expect(() => registry.parse('Greeted', {}, 4)).toThrow(UnsupportedSchemaVersionError);
    expect(() => registry.parse('Greeted', {}, 4)).toThrow(
      'Event "Greeted" has schemaVersion 4; this code reads versions 1 to 3',
    );
  });

  it('refuses a hand-built definition whose chain has a gap', () => {
    const broken = createEventRegistry({
      Broken: { schemaVersion: 3, schema: z.object({}), upcasters: [(d: unknown) => d] },
    });
    expect(() => broken.parse('Broken', {}, 1)).toThrow(UnsupportedSchemaVersionError);
  });
});
