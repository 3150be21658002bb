export * from './projection-harness';
