import { createContext, useContext } from 'react';
import type { AuthUser } from '@buildmentor/contracts';

export interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  /** True while the first session is being created (or re-created after a rejected token). */
  loading: boolean;
  /** Demo mode: the password is not checked by anyone; the server issues a demo user. */
  signUp(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
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
