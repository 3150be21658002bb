export * from './spawn-entry';
export * from './product-server';
export * from './browser';
export * from './until';
