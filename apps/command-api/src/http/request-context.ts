import { type Request } from 'express';
import { type Role } from '@buildmentor/contracts';

/** The verified identity a bearer token carries. */
export interface AuthenticatedUser {
  userId: string;
  email: string;
  role: Role;
  userType: 'demo' | 'pro';
  authMode: 'demo' | 'password';
}

/** What the middleware and guard attach to each request. */
export interface AppRequest extends Request {
  correlationId: string;
  user?: AuthenticatedUser;
}
