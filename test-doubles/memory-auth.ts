import type { AuthPort } from '../ports/auth-port';
import type { User } from '../ports/entities';
import { AuthError } from '../ports/errors';
import { createSwitches, passSwitches } from './switches';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(email: string) {
  if (!emailPattern.test(email)) throw new AuthError('auth/invalid-email', 'Invalid email');
}

function checkStrength(password: string) {
  if (password.length < 6) throw new AuthError('auth/weak-password', 'Password should be at least 6 characters');
}

/**
 * Accounts in a Map; the same error codes Firebase Auth gives (improved e-mail privacy on). A
 * password reset "mails" its link into `resetMails`, where tests read the token.
 */
export function createMemoryAuth(options: { signedIn?: User | null } = {}) {
  const switches = createSwitches();
  const accounts = new Map<string, { uid: string; password: string }>();
  const listeners = new Set<(user: User | null) => void>();
  /** the reset links sent, oldest first */
  const resetMails: { email: string; token: string }[] = [];
  /** tokens not used yet, and the account each resets */
  const resetTokens = new Map<string, string>();
  let current: User | null = options.signedIn ?? null;
  let nextUid = 1;
  let nextToken = 1;
  if (current) accounts.set(current.email, { uid: current.uid, password: 'password' });

  const setCurrent = (user: User | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
  };

  const auth: AuthPort = {
    async signIn(email, password) {
      await passSwitches(switches);
      checkEmail(email);
      const account = accounts.get(email.toLowerCase());
      if (!account || account.password !== password) {
        throw new AuthError('auth/invalid-credential', 'Invalid credential');
      }
      const user = { uid: account.uid, email: email.toLowerCase() };
      setCurrent(user);
      return user;
    },
    async signUp(email, password) {
      await passSwitches(switches);
      checkEmail(email);
      checkStrength(password);
      const key = email.toLowerCase();
      if (accounts.has(key)) throw new AuthError('auth/email-already-in-use', 'Email already in use');
      const uid = `user-${nextUid++}`;
      accounts.set(key, { uid, password });
      const user = { uid, email: key };
      setCurrent(user);
      return user;
    },
    async signOut() {
      await passSwitches(switches);
      setCurrent(null);
    },
    async credentials() {
      await passSwitches(switches);
      return current ? { kind: 'claimed', uid: current.uid, email: current.email } : null;
    },
    async requestPasswordReset(email) {
      await passSwitches(switches);
      checkEmail(email);
      const key = email.toLowerCase();
      if (!accounts.has(key)) return;
      const token = `reset-${nextToken++}`;
      resetTokens.set(token, key);
      resetMails.push({ email: key, token });
    },
    async resetPassword(token, newPassword) {
      await passSwitches(switches);
      // the length first, as the shop's server checks it: a short password does not spend the link
      checkStrength(newPassword);
      const key = resetTokens.get(token);
      const account = key === undefined ? undefined : accounts.get(key);
      if (!account) throw new AuthError('auth/invalid-action-code', 'The link has expired or has already been used');
      resetTokens.delete(token);
      account.password = newPassword;
      // the account's sessions end
      if (current?.uid === account.uid) setCurrent(null);
    },
    onUserChanged(listener) {
      listeners.add(listener);
      // the provider tells the current session a little later, as real ones do (delay switch)
      setTimeout(() => {
        if (listeners.has(listener)) listener(current);
      }, switches.delayMs);
      return () => listeners.delete(listener);
    },
  };
  return { auth, switches, accounts, resetMails };
}
