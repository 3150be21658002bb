import { Query } from '@nestjs/cqrs';

/** Where to send the browser, and the state it must bring back (also kept in a cookie). */
export interface GoogleSignInStart {
  authorizationUrl: string;
  state: string;
}

export class StartGoogleSignInQuery extends Query<GoogleSignInStart> {}
