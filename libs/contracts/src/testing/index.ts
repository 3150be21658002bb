export * from './event-samples';
export * from './v2-answer.sample';
