import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './password-hasher';

describe('password policy', () => {
  it.each([
    ['short1', 'Password must be at least 8 characters'],
    ['password', 'This password is too common. Please choose a less predictable one.'],
    ['12345678', 'This password is too common. Please choose a less predictable one.'],
    ['Qwerty123', 'This password is too common. Please choose a less predictable one.'],
    ['jo.builder', 'Your password must not be your email address.'],
  ])('rejects %s', (password, message) => {
    expect(passwordProblem(password, 'jo.builder@firm.com.au')).toBe(message);
  });

  it('accepts a long uncommon passphrase', () => {
    expect(passwordProblem('gutter-overflow-sump-2026', 'jo@firm.com.au')).toBeNull();
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('gutter-overflow-sump-2026');
    const second = await hashPassword('gutter-overflow-sump-2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('gutter-overflow-sump-2026', first)).toBe(true);
    expect(await verifyPassword('gutter-overflow-sump-2027', first)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});
