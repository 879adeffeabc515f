import type { User } from './entities';

export type Unsubscribe = () => void;

/**
 * Who is signed in, as the payment server is told it: the session cookie the shop's server set (the
 * browser sends it by itself), a token the server can verify (Firebase), or, in the offline demo
 * whose payments never leave the page, the account as the browser holds it.
 */
export type ShopperCredentials =
  { kind: 'session' } | { kind: 'id-token'; token: string } | { kind: 'claimed'; uid: string; email: string };

export interface AuthPort {
  /** Throws AuthError carrying the provider's code. */
  signIn(email: string, password: string): Promise<User>;
  /** Creates the account and signs it in. Throws AuthError carrying the provider's code. */
  signUp(email: string, password: string): Promise<User>;
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) once known, then on every change. */
  onUserChanged(listener: (user: User | null) => void): Unsubscribe;
  /** The signed-in shopper's credentials for the payment server; null when nobody is signed in. */
  credentials(): Promise<ShopperCredentials | null>;
}
