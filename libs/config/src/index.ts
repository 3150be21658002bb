export * from './config.schema';
export * from './load-config';
export * from './store-locations';
export * from './logger';
export * from './public-url';
