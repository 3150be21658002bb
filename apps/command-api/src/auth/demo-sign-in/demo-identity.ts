import { createHash, randomBytes } from 'node:crypto';
import { AUTO_DEMO_EMAIL, type UserType } from '@buildmentor/contracts';

export interface DemoIdentity {
  userId: string;
  email: string;
  displayName: string;
  userType: 'demo' | 'pro';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The spec's fixed pro user of `user_type=pro`, made per browser: the browser's random demo key
 * picks the account, so two browsers never share conversations and a reload (or a rejected token)
 * returns the same one. The user id and the email suffix are a hash of the key, never the key itself:
 * the key is what signs in to that account, and user ids and emails are shown to admins. Without a
 * key (an older client) every sign-in is a new pro demo user, like the automatic demo user.
 * The suffix is hexadecimal, so it can never contain the admin rule's `admin` or `dev`.
 */
export function proDemoIdentity(demoKey: string | null): DemoIdentity {
  const digest = sha256(`pro-demo:${demoKey ?? randomBytes(16).toString('hex')}`);
  return {
    userId: `pro-${digest.slice(0, 24)}`,
    email: `pro.user+${digest.slice(0, 8)}@buildmentor.example`,
    displayName: 'Pro User',
    userType: 'pro',
  };
}

/**
 * Who a demo sign-in is. No email: the automatic demo user with a time-based user id (spec section 4),
 * or the browser's pro demo user. With an email: a demo user named after the email's local part. Unlike
 * the original, the user id is derived from the email, so signing in again with the same address returns
 * the same account and its history (docs/decisions.md explains why).
 */
export function demoIdentity(
  who: { email?: string | null; userType?: UserType | null; demoKey?: string | null },
  now: Date,
): DemoIdentity {
  if (!who.email) {
    if (who.userType === 'pro') return proDemoIdentity(who.demoKey ?? null);
    return {
      userId: `demo-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`,
      email: AUTO_DEMO_EMAIL,
      displayName: 'Demo User',
      userType: 'demo',
    };
  }
  const email = who.email.trim().toLowerCase();
  return {
    userId: `demo-${sha256(email).slice(0, 24)}`,
    email,
    displayName: email.split('@')[0] ?? email,
    userType: 'demo',
  };
}
