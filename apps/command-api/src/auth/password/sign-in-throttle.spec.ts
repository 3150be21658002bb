import { SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  const limits = { failuresPerPair: 3, attemptsPerAddress: 10, windowMs: 60_000 };

  it('blocks an (account, address) pair after repeated failures, until the window passes', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) {
      expect(throttle.allow('jo@firm.com.au', '10.0.0.1', i)).toBe(true);
      throttle.recordFailure('jo@firm.com.au', '10.0.0.1', i);
    }
    expect(throttle.allow('jo@firm.com.au', '10.0.0.1', 10)).toBe(false);
    expect(throttle.allow('jo@firm.com.au', '10.0.0.1', 60_010)).toBe(true);
  });

  it('never locks the real owner out from another address', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.recordFailure('jo@firm.com.au', 'attacker', i);
    expect(throttle.allow('jo@firm.com.au', 'attacker', 5)).toBe(false);
    expect(throttle.allow('jo@firm.com.au', 'owner', 5)).toBe(true);
  });

  it('caps attempts per address across accounts', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 10; i++) expect(throttle.allow(`user${i}@x.com`, 'stuffer', i)).toBe(true);
    expect(throttle.allow('another@x.com', 'stuffer', 11)).toBe(false);
  });

  it('a success clears the pair', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 2; i++) throttle.recordFailure('jo@firm.com.au', 'a', i);
    throttle.recordSuccess('jo@firm.com.au', 'a');
    throttle.recordFailure('jo@firm.com.au', 'a', 3);
    expect(throttle.allow('jo@firm.com.au', 'a', 4)).toBe(true);
  });
});
