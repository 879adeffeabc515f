import { describe, expect, it } from 'vitest';
import type { AuthPort, ShopperCredentials } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';

const uniqueEmail = () => `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Resolves with the next user the port reports after `action` runs. */
function nextUser(auth: AuthPort, predicate: (user: User | null) => boolean): Promise<User | null> {
  return new Promise((resolve) => {
    const stop = auth.onUserChanged((user) => {
      if (predicate(user)) {
        queueMicrotask(() => stop());
        resolve(user);
      }
    });
  });
}

/** Who claimed credentials name; a verified token needs the adapter's own reader (its provider's check). */
async function claimedUser(credentials: ShopperCredentials): Promise<User> {
  if (credentials.kind !== 'claimed') throw new Error('This port gives tokens: pass the contract a reader that verifies them.');
  return { uid: credentials.uid, email: credentials.email };
}

/**
 * What every AuthPort promises. `makeAuth` gives a fresh port with nobody signed in; `whoIs` reads
 * the user out of the port's credentials as the payment server would.
 * Codes: unknown e-mail and wrong password may be reported either as Firebase's older
 * codes or as 'auth/invalid-credential' (improved e-mail privacy), so both are accepted.
 */
export function authContract(
  name: string,
  makeAuth: () => AuthPort | Promise<AuthPort>,
  whoIs: (credentials: ShopperCredentials) => Promise<User> = claimedUser,
) {
  describe(`AuthPort contract: ${name}`, () => {
    it('reports no user at first', async () => {
      const auth = await makeAuth();
      expect(await nextUser(auth, () => true)).toBeNull();
    });

    it('signs up, reports the user, signs out and in again with the same uid', async () => {
      const auth = await makeAuth();
      const email = uniqueEmail();
      const created = await auth.signUp(email, 'secret-pass');
      expect(created.email).toBe(email);
      expect(created.uid).toBeTruthy();
      expect(await nextUser(auth, (u) => u !== null)).toEqual(created);

      await auth.signOut();
      expect(await nextUser(auth, () => true)).toBeNull();

      const again = await auth.signIn(email, 'secret-pass');
      expect(again).toEqual(created);
    });

    it('refuses a second account for the same e-mail', async () => {
      const auth = await makeAuth();
      const email = uniqueEmail();
      await auth.signUp(email, 'secret-pass');
      await auth.signOut();
      await expect(auth.signUp(email, 'other-pass')).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
    });

    it('refuses a weak password and an invalid e-mail at sign-up', async () => {
      const auth = await makeAuth();
      await expect(auth.signUp(uniqueEmail(), '123')).rejects.toMatchObject({ code: 'auth/weak-password' });
      await expect(auth.signUp('not-an-email', 'secret-pass')).rejects.toMatchObject({ code: 'auth/invalid-email' });
    });

    it('refuses a wrong password and an unknown account', async () => {
      const auth = await makeAuth();
      const email = uniqueEmail();
      await auth.signUp(email, 'secret-pass');
      await auth.signOut();
      const wrong = await auth.signIn(email, 'wrong-pass').catch((e: unknown) => e);
      expect(wrong).toBeInstanceOf(AuthError);
      expect(['auth/invalid-credential', 'auth/wrong-password']).toContain((wrong as AuthError).code);
      const unknown = await auth.signIn(uniqueEmail(), 'secret-pass').catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(AuthError);
      expect(['auth/invalid-credential', 'auth/user-not-found']).toContain((unknown as AuthError).code);
    });

    it('gives credentials naming the signed-in user, and none once signed out', async () => {
      const auth = await makeAuth();
      expect(await auth.credentials()).toBeNull();
      const user = await auth.signUp(uniqueEmail(), 'secret-pass');
      const credentials = await auth.credentials();
      expect(credentials).not.toBeNull();
      expect(await whoIs(credentials!)).toEqual(user);
      await auth.signOut();
      expect(await auth.credentials()).toBeNull();
    });

    it('stops calling a listener after unsubscribe', async () => {
      const auth = await makeAuth();
      const seen: (User | null)[] = [];
      const stop = auth.onUserChanged((user) => seen.push(user));
      await nextUser(auth, () => true);
      stop();
      const before = seen.length;
      await auth.signUp(uniqueEmail(), 'secret-pass');
      await nextUser(auth, (u) => u !== null);
      expect(seen.length).toBe(before);
    });
  });
}
