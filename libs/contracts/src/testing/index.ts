export * from './event-samples';
export * from './v2-answer.sample';
export * from './business-id-samples';
