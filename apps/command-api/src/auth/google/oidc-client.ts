import { createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';

/** The parts of an OIDC discovery document we use. */
export interface OidcProvider {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

const TIMEOUT_MS = 8000;

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A minimal OpenID Connect relying party (authorization code flow, confidential client): discovery,
 * code exchange, and ID token verification (RS256 signature against the provider's JWKS, issuer,
 * audience, expiry, nonce). Discovery and keys are cached; an unknown key id refetches the keys
 * once (key rotation).
 */
export class OidcClient {
  private provider: Promise<OidcProvider> | null = null;
  private keys: Map<string, JsonWebKey> | null = null;

  constructor(
    private readonly issuerUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  discover(): Promise<OidcProvider> {
    this.provider ??= getJson<OidcProvider>(
      `${this.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
    ).catch((error: unknown) => {
      this.provider = null;
      throw error;
    });
    return this.provider;
  }

  async authorizationUrl(redirectUri: string, state: string, nonce: string): Promise<string> {
    const provider = await this.discover();
    const url = new URL(provider.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, redirectUri: string): Promise<string> {
    const provider = await this.discover();
    const tokens = await getJson<{ id_token?: string }>(provider.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.clientId,
        client_secret: this.clientSecret,
      }).toString(),
    });
    if (!tokens.id_token) throw new Error('token endpoint returned no id_token');
    return tokens.id_token;
  }

  /** The verified claims, or an Error saying what failed. */
  async verifyIdToken(idToken: string, nonce: string, nowSeconds: number): Promise<IdTokenClaims> {
    const provider = await this.discover();
    const [headerPart, payloadPart, signaturePart] = idToken.split('.');
    if (!headerPart || !payloadPart || !signaturePart) throw new Error('malformed id_token');
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as {
      alg?: string;
      kid?: string;
    };
    if (header.alg !== 'RS256') throw new Error(`unexpected id_token alg ${header.alg}`);
    const jwk = await this.key(provider, header.kid ?? '');
    const valid = verifySignature(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!valid) throw new Error('id_token signature does not verify');
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as IdTokenClaims;
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== provider.issuer) throw new Error('id_token issuer mismatch');
    if (!audiences.includes(this.clientId)) throw new Error('id_token audience mismatch');
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new Error('id_token expired');
    if (claims.nonce !== nonce) throw new Error('id_token nonce mismatch');
    return claims;
  }

  private async key(provider: OidcProvider, kid: string): Promise<JsonWebKey> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!this.keys || attempt === 1) {
        const { keys } = await getJson<{ keys: Array<JsonWebKey & { kid?: string }> }>(provider.jwks_uri);
        this.keys = new Map(keys.map((k) => [k.kid ?? '', k]));
      }
      const found = this.keys.get(kid);
      if (found) return found;
    }
    throw new Error('id_token signed with an unknown key');
  }
}
