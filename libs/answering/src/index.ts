export * from './answer-generator.port';
export * from './offline/offline-answer-generator';
export * from './offline/offline-topics';
export * from './offline/level-guidance';
