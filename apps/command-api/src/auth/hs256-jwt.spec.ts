import { signHs256, verifyHs256 } from './hs256-jwt';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-123456');
const claims = { sub: 'u1', iss: 'buildmentor', iat: 1000, exp: 2000, role: 'user' };

describe('HS256 tokens', () => {
  it('round-trips claims', () => {
    expect(verifyHs256(signHs256(claims, secret), secret, 'buildmentor', 1500)).toEqual(claims);
  });

  it('rejects an expired token, another issuer and another secret', () => {
    const token = signHs256(claims, secret);
    expect(verifyHs256(token, secret, 'buildmentor', 2000)).toBeNull();
    expect(verifyHs256(token, secret, 'someone-else', 1500)).toBeNull();
    expect(
      verifyHs256(
        token,
        new TextEncoder().encode('another-secret-that-is-long-enough-9999'),
        'buildmentor',
        1500,
      ),
    ).toBeNull();
  });

  it('rejects tampered payloads, alg:none and garbage', () => {
    const [header, , signature] = signHs256(claims, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(verifyHs256(`${header}.${forged}.${signature}`, secret, 'buildmentor', 1500)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(verifyHs256(`${none}.${payload}.`, secret, 'buildmentor', 1500)).toBeNull();
    expect(verifyHs256('not.a.jwt', secret, 'buildmentor', 1500)).toBeNull();
    expect(verifyHs256('mock_demo_token_123', secret, 'buildmentor', 1500)).toBeNull();
  });
});
