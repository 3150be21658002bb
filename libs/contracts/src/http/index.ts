export * from './problem.schema';
export * from './auth.http';
export * from './chat.http';
export * from './user.http';
export * from './status.http';
export * from './profile.http';
export * from './knowledge.http';
export * from './feedback.http';
