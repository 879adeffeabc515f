import type { User } from './entities';

/**
 * The codes a PasskeyPort refuses with (as AuthError), besides the AuthPort's own
 * ('auth/network-request-failed', 'auth/too-many-requests', 'auth/server-<status>'):
 * - 'auth/passkey-cancelled': the shopper closed the browser's passkey dialog, or let it time out
 * - 'auth/passkey-not-found': the passkey picked is not one of this shop's accounts (deleted, or
 *   made for another address)
 * - 'auth/passkey-unsupported': this browser, or the address the shop is opened at, cannot use passkeys
 * - 'auth/passkey-already-added': this authenticator already holds a passkey for the account
 * - 'auth/requires-recent-login': adding one needs a sign-in from the last day (or the session has
 *   ended): sign in again
 * - 'auth/passkey-failed': the server did not accept what the authenticator answered
 */
export type PasskeyErrorCode =
  | 'auth/passkey-cancelled'
  | 'auth/passkey-not-found'
  | 'auth/passkey-unsupported'
  | 'auth/passkey-already-added'
  | 'auth/requires-recent-login'
  | 'auth/passkey-failed';

/**
 * Passkeys (WebAuthn) beside the password: only where the shop's server keeps the accounts (the
 * embedded default), so `Ports.passkeys` may be absent. Every refusal is an AuthError whose code is
 * a PasskeyErrorCode or one of the AuthPort's.
 */
export interface PasskeyPort {
  /** Whether this browser can make and use passkeys here; asks nothing of the shopper or the server. */
  supported(): boolean;
  /** Adds a passkey to the signed-in shopper's account, through the browser's own dialog. */
  add(name?: string): Promise<void>;
  /** Signs in with a passkey the shopper picks in the browser's dialog; the shop's session follows. */
  signIn(): Promise<User>;
}
