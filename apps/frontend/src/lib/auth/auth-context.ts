import { createContext, useContext, useEffect } from 'react';
import type { AuthUser, VerifyEmailResponse } from '@buildmentor/contracts';
import type { AuthConfig } from './auth-config';

export interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  /** True while the first session is being created (or re-created after a rejected token). */
  loading: boolean;
  /** The demo user created on a first visit, which uses the default demo profile (spec section 4). */
  automatic: boolean;
  /** The server's sign-in offer; null until it has been read (see loadConfig). */
  config: AuthConfig | null;
  /** Reads GET /api/auth/config once (an unreadable answer counts as demo mode). */
  loadConfig(): Promise<AuthConfig>;
  /**
   * Demo mode: after the spec's delay the server issues a demo user; the password is not checked.
   * Password mode: a real account. Failures reject with the message the screen shows.
   */
  signUp(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  /** Demo mode only (password mode navigates to the server's Google start URL instead). */
  signInWithGoogle(): Promise<void>;
  /** Demo mode: simulated. Password mode: asks the server to email a single-use reset link. */
  resetPassword(email: string): Promise<void>;
  /** Password mode: sets a new password with the reset link's token; resolves the server's message. */
  confirmPasswordReset(token: string, password: string): Promise<string>;
  /**
   * Password mode: uses a verification link's token. Rejects with the server's ApiError (its code
   * says invalid, expired or used); on success a signed-in user with that address is marked verified.
   */
  verifyEmail(token: string): Promise<VerifyEmailResponse>;
  /** Password mode: mails a new verification link to the signed-in user; resolves the server's message. */
  resendVerification(): Promise<string>;
  /** Password mode: replaces the password; this browser continues with the fresh token, every other session ends. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Any mode: ends every session of the user, this one included (the visitor is signed out). */
  signOutEverywhere(): Promise<void>;
  logout(): Promise<void>;
  getIdToken(): Promise<string | null>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/** The session of the visitor. Only valid under <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The server's sign-in offer, read on first use; null while it loads. */
export function useAuthConfig(): AuthConfig | null {
  const { config, loadConfig } = useAuth();
  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);
  return config;
}
