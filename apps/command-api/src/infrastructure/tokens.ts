/** Injection tokens for ports and infrastructure (DESIGN.md: ports are injected by Symbol tokens). */
export const CONFIG = Symbol.for('buildmentor.Config');
export const CLOCK = Symbol.for('buildmentor.Clock');
export const LOGGER = Symbol.for('buildmentor.Logger');
/**
 * The test doubles given to AppModule.forConfig (production: none). The module that owns a port
 * reads its own field here and otherwise uses the adapter the config chooses.
 */
export const OVERRIDES = Symbol.for('buildmentor.AppOverrides');

/** Time enters the system here and only here, so tests can pin it. */
export type Clock = () => Date;
