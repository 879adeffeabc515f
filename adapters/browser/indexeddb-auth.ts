import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { createChannel, inTransaction, openDatabase, requestResult } from './idb';
import { hashPassword, verifyPassword, type PasswordHash } from './password-hash';

interface AccountRecord extends PasswordHash {
  email: string;
  uid: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sessionKey = 'current';

/**
 * AuthPort for the embedded default: accounts and the session in IndexedDB, so both survive a
 * reload; errors carry Firebase's codes (improved e-mail privacy on, as in new projects).
 */
export function createIndexedDbAuth(options: { databaseName?: string; iterations?: number } = {}): AuthPort {
  const databaseName = options.databaseName ?? 'shopfront-accounts';
  // OWASP's figure for PBKDF2-HMAC-SHA256 (2023)
  const iterations = options.iterations ?? 600_000;
  const listeners = new Set<(user: User | null) => void>();
  const sessionChannel = createChannel<User | null>(`${databaseName}-session`);
  let opening: Promise<IDBDatabase> | null = null;

  const idb = () =>
    (opening ??= openDatabase(databaseName, (upgrade) => {
      upgrade.createObjectStore('accounts', { keyPath: 'email' });
      upgrade.createObjectStore('session');
    }));

  const readSession = async () =>
    inTransaction(await idb(), 'session', 'readonly', (store) => requestResult<User | undefined>(store.get(sessionKey)));

  const announce = (user: User | null) => listeners.forEach((listener) => listener(user));

  async function startSession(user: User | null) {
    await inTransaction(await idb(), 'session', 'readwrite', (store) =>
      user ? requestResult(store.put(user, sessionKey)) : requestResult(store.delete(sessionKey)),
    );
    announce(user);
    sessionChannel.post(user);
  }

  sessionChannel.listen(announce);

  const normalise = (email: string) => {
    const trimmed = email.trim().toLowerCase();
    if (!emailPattern.test(trimmed)) throw new AuthError('auth/invalid-email', 'The email address is badly formatted.');
    return trimmed;
  };

  return {
    async signIn(email, password) {
      const key = normalise(email);
      const account = await inTransaction(await idb(), 'accounts', 'readonly', (store) =>
        requestResult<AccountRecord | undefined>(store.get(key)),
      );
      if (!account || !(await verifyPassword(password, account))) {
        throw new AuthError('auth/invalid-credential', 'The email or password is incorrect.');
      }
      // a hash made with fewer rounds (an older version) is made again now that the password is known
      if (account.iterations < iterations) {
        const upgraded: AccountRecord = { ...account, ...(await hashPassword(password, iterations)) };
        await inTransaction(await idb(), 'accounts', 'readwrite', (store) => requestResult(store.put(upgraded))).catch(
          (error: unknown) => console.error('Could not strengthen the stored password hash; it stays as it was', error),
        );
      }
      const user = { uid: account.uid, email: account.email };
      await startSession(user);
      return user;
    },
    async signUp(email, password) {
      const key = normalise(email);
      if (password.length < 6) throw new AuthError('auth/weak-password', 'Password should be at least 6 characters.');
      const account: AccountRecord = { email: key, uid: crypto.randomUUID(), ...(await hashPassword(password, iterations)) };
      try {
        // add() refuses an existing key, so two tabs cannot create the same account twice
        await inTransaction(await idb(), 'accounts', 'readwrite', (store) => requestResult(store.add(account)));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'ConstraintError') {
          throw new AuthError('auth/email-already-in-use', 'The email address is already in use by another account.');
        }
        throw error;
      }
      const user = { uid: account.uid, email: account.email };
      await startSession(user);
      return user;
    },
    async signOut() {
      await startSession(null);
    },
    async credentials() {
      const user = await readSession();
      return user ? { kind: 'claimed', uid: user.uid, email: user.email } : null;
    },
    onUserChanged(listener) {
      listeners.add(listener);
      readSession().then(
        (user) => listeners.has(listener) && listener(user ?? null),
        (error: unknown) => {
          console.error('Could not read the saved session', error);
          if (listeners.has(listener)) listener(null);
        },
      );
      return () => listeners.delete(listener);
    },
  };
}
