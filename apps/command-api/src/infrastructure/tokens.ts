/** Injection tokens for ports and infrastructure (DESIGN.md: ports are injected by Symbol tokens). */
export const CONFIG = Symbol.for('buildmentor.Config');
export const CLOCK = Symbol.for('buildmentor.Clock');
export const LOGGER = Symbol.for('buildmentor.Logger');

/** Time enters the system here and only here, so tests can pin it. */
export type Clock = () => Date;
