import { DomainError, domainError, fromIssues, invalidField, isDomainError } from './domain-error';

// Kinds made for these tests only: the factory's shapes, not any published code.
const Plain = domainError('TEST.PLAIN', 'conflict', 'Plain message.');
const OnField = domainError('TEST.ON_FIELD', 'validation', 'Please fill this in.', { field: 'body.name' });
const Briefer = domainError('TEST.BRIEFER', 'validation', 'The link is invalid. Please request a new one.', {
  field: 'token',
  fieldMessage: 'The link is invalid.',
});
const WithValue = domainError('TEST.WITH_VALUE', 'validation', (limit: number) => `At most ${limit}.`);
const Listing = domainError('TEST.LISTING', 'validation', fromIssues);
const Waiting = domainError('TEST.WAITING', 'rate_limited', (seconds: number) => ({
  message: 'Slow down.',
  retryAfterSeconds: seconds,
}));

describe('domainError', () => {
  it('makes a DomainError with the code, category and message, and no issues', () => {
    const error = Plain();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect([
      error.name,
      error.code,
      error.category,
      error.message,
      error.issues,
      error.retryAfterSeconds,
    ]).toEqual(['DomainError', 'TEST.PLAIN', 'conflict', 'Plain message.', [], null]);
    expect([Plain.code, Plain.category]).toEqual(['TEST.PLAIN', 'conflict']);
  });

  it('names a field with the same message, or a briefer one', () => {
    expect(OnField().issues).toEqual([{ path: 'body.name', message: 'Please fill this in.' }]);
    expect(Briefer().message).toBe('The link is invalid. Please request a new one.');
    expect(Briefer().issues).toEqual([{ path: 'token', message: 'The link is invalid.' }]);
  });

  it('takes values for a message that depends on them', () => {
    expect(WithValue(3).message).toBe('At most 3.');
    expect(WithValue(3).issues).toEqual([]);
  });

  it('lists several invalid fields in one message', () => {
    const issues = [
      { path: 'a', message: 'First.' },
      { path: 'b', message: 'Second.' },
    ];
    const error = Listing(issues);
    expect(error.message).toBe('First. Second.');
    expect(error.issues).toEqual(issues);
    expect(invalidField('c', 'Third.')).toEqual({
      message: 'Third.',
      issues: [{ path: 'c', message: 'Third.' }],
    });
  });

  it('carries when to retry', () => {
    expect(Waiting(5).retryAfterSeconds).toBe(5);
  });

  it('recognises its own kind by code, also when rebuilt with other issues', () => {
    const rebuilt = new DomainError(OnField.code, OnField.category, 'Please fill this in.', [
      { path: 'name', message: 'x' },
    ]);
    expect(OnField.is(OnField())).toBe(true);
    expect(OnField.is(rebuilt)).toBe(true);
    expect(OnField.is(Plain())).toBe(false);
    expect(Plain.is(new Error('Plain message.'))).toBe(false);
    expect(Plain.is(undefined)).toBe(false);
  });
});
