import type { User } from './entities';

export type Unsubscribe = () => void;

export interface AuthPort {
  /** Throws AuthError carrying the provider's code. */
  signIn(email: string, password: string): Promise<User>;
  /** Creates the account and signs it in. Throws AuthError carrying the provider's code. */
  signUp(email: string, password: string): Promise<User>;
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) once known, then on every change. */
  onUserChanged(listener: (user: User | null) => void): Unsubscribe;
}
