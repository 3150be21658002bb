import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GoogleOidc } from '../google/google-oidc';
import { type GoogleSignInStart, StartGoogleSignInQuery } from './start-google-sign-in.query';

/** The authorization code flow's first leg: a fresh nonce inside a signed, expiring state. */
@QueryHandler(StartGoogleSignInQuery)
export class StartGoogleSignInHandler implements IQueryHandler<StartGoogleSignInQuery> {
  constructor(@Inject(GoogleOidc) private readonly google: GoogleOidc) {}

  async execute(): Promise<GoogleSignInStart> {
    const oidc = this.google.client();
    const nonce = randomBytes(16).toString('base64url');
    const state = this.google.issueState(nonce);
    return { state, authorizationUrl: await oidc.authorizationUrl(this.google.redirectUri(), state, nonce) };
  }
}
