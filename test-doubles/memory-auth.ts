import type { AuthPort } from '../ports/auth-port';
import type { User } from '../ports/entities';
import { AuthError } from '../ports/errors';
import { createSwitches, passSwitches } from './switches';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Accounts in a Map; the same error codes Firebase Auth gives (improved e-mail privacy on). */
export function createMemoryAuth(options: { signedIn?: User | null } = {}) {
  const switches = createSwitches();
  const accounts = new Map<string, { uid: string; password: string }>();
  const listeners = new Set<(user: User | null) => void>();
  let current: User | null = options.signedIn ?? null;
  let nextUid = 1;
  if (current) accounts.set(current.email, { uid: current.uid, password: 'password' });

  const setCurrent = (user: User | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
  };

  const auth: AuthPort = {
    async signIn(email, password) {
      await passSwitches(switches);
      if (!emailPattern.test(email)) throw new AuthError('auth/invalid-email', 'Invalid email');
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
      if (!emailPattern.test(email)) throw new AuthError('auth/invalid-email', 'Invalid email');
      if (password.length < 6) throw new AuthError('auth/weak-password', 'Password should be at least 6 characters');
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
    onUserChanged(listener) {
      listeners.add(listener);
      // the provider tells the current session a little later, as real ones do (delay switch)
      setTimeout(() => {
        if (listeners.has(listener)) listener(current);
      }, switches.delayMs);
      return () => listeners.delete(listener);
    },
  };
  return { auth, switches, accounts };
}
