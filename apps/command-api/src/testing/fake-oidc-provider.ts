import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A local OpenID provider speaking the documented wire protocol (discovery, JWKS, token endpoint
 * with an RS256-signed ID token), so the real OIDC client code runs in tests. Bound to 127.0.0.1.
 */
export class FakeOidcProvider {
  readonly clientId = 'test-client-id';
  readonly clientSecret = 'test-client-secret';
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly codes = new Map<string, Record<string, unknown>>();
  private server: Server | null = null;
  issuer = '';
  /** Sign ID tokens with this key instead (to test a forged token). */
  signingKey: KeyObject = this.keys.privateKey;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.issuer);
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
        });
      }
      if (url.pathname === '/jwks') {
        return json(200, {
          keys: [
            { ...this.keys.publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' },
          ],
        });
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const form = new URLSearchParams(body);
          if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret)
            return json(401, { error: 'invalid_client' });
          const claims = this.codes.get(form.get('code') ?? '');
          if (!claims || form.get('grant_type') !== 'authorization_code')
            return json(400, { error: 'invalid_grant' });
          this.codes.delete(form.get('code')!);
          json(200, { access_token: 'at', token_type: 'Bearer', id_token: this.sign(claims) });
        });
        return;
      }
      json(404, { error: 'not_found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** What the provider would do after the user consents: a one-time code for these claims. */
  issueCode(claims: Record<string, unknown>): string {
    const code = `code-${this.codes.size + 1}-${Date.now()}`;
    this.codes.set(code, {
      iss: this.issuer,
      aud: this.clientId,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 300,
      ...claims,
    });
    return code;
  }

  private sign(claims: Record<string, unknown>): string {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'key-1', typ: 'JWT' })).toString(
      'base64url',
    );
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${payload}`)
      .sign(this.signingKey)
      .toString('base64url');
    return `${header}.${payload}.${signature}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
