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
  /**
   * Calls back with the current user (or null) once known, then on every change. `shown`: the user
   * the page was drawn for by the server just now (ADR-036): an adapter that asks the server on
   * request need not ask again at once; one that follows a live session may ignore it.
   */
  onUserChanged(listener: (user: User | null) => void, shown?: User): Unsubscribe;
  /** The signed-in shopper's credentials for the payment server; null when nobody is signed in. */
  credentials(): Promise<ShopperCredentials | null>;
  /**
   * "Forgot your password?": mails the account of `email` a link to set a new password, once,
   * within an hour. Resolves the same whether or not there is such an account (nobody learns who
   * has one). Absent where the shop cannot send mail (the offline demo), and on Firebase Auth,
   * whose adapter does not offer it yet.
   */
  requestPasswordReset?(email: string): Promise<void>;
  /**
   * Sets the password of the account a reset link was sent to, and ends that account's sessions.
   * Throws AuthError 'auth/invalid-action-code' for a link used or expired, 'auth/weak-password'
   * for a password too short. Present wherever requestPasswordReset is.
   */
  resetPassword?(token: string, newPassword: string): Promise<void>;
}
