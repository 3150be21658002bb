export * from './answer-request.fixture';
export * from '../openai/testing/chat-completions-test-server';
