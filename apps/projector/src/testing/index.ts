export * from './synthetic-log';
export * from './spawn-projector';
export * from './temp-stores';
export * from './faulty-stores';
