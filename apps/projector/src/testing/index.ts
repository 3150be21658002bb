export * from './synthetic-log';
export * from './spawn-projector';
export * from './temp-stores';
