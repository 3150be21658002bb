export * from './engine/apply-batch';
export * from './engine/projector';
export * from './engine/to-projected-event';

export * from './replay/replay';
export * from './replay/read-model-hashes';
