import { createHash, randomBytes } from 'node:crypto';
import { type UserType } from '@buildmentor/contracts';

export interface DemoIdentity {
  userId: string;
  email: string;
  displayName: string;
  userType: 'demo' | 'pro';
}

/** The fixed pro user of the spec's `user_type=pro`. */
export const PRO_USER: DemoIdentity = {
  userId: 'pro-user',
  email: 'pro.user@buildmentor.example',
  displayName: 'Pro User',
  userType: 'pro',
};

export const AUTO_DEMO_EMAIL = 'demo.user@buildmentor.example';

/**
 * Who a demo sign-in is. No email: the automatic demo user with a time-based user id (spec section 4),
 * or the fixed pro user. With an email: a demo user named after the email's local part. Unlike the
 * original, the user id is derived from the email, so signing in again with the same address returns
 * the same account and its history (docs/decisions.md explains why).
 */
export function demoIdentity(
  who: { email?: string | null; userType?: UserType | null },
  now: Date,
): DemoIdentity {
  if (!who.email) {
    if (who.userType === 'pro') return PRO_USER;
    return {
      userId: `demo-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`,
      email: AUTO_DEMO_EMAIL,
      displayName: 'Demo User',
      userType: 'demo',
    };
  }
  const email = who.email.trim().toLowerCase();
  return {
    userId: `demo-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`,
    email,
    displayName: email.split('@')[0] ?? email,
    userType: 'demo',
  };
}
