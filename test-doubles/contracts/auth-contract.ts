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

/** Where a port's reset links can be read: given to the contract by ports that reset passwords. */
export interface ResetMailbox {
  /** the token of the last reset link sent to `email` (waiting for it, when mail goes out later) */
  tokenSentTo(email: string): Promise<string>;
}

/**
 * What every AuthPort promises. `makeAuth` gives a fresh port with nobody signed in; `whoIs` reads
 * the user out of the port's credentials as the payment server would.
 * Codes: unknown e-mail and wrong password may be reported either as Firebase's older
 * codes or as 'auth/invalid-credential' (improved e-mail privacy), so both are accepted.
 * A port that resets forgotten passwords (requestPasswordReset, resetPassword) passes `resets`, where
 * its links are read; for the others, which cannot send mail, those promises are not theirs.
 */
export function authContract(
  name: string,
  makeAuth: () => AuthPort | Promise<AuthPort>,
  whoIs: (credentials: ShopperCredentials) => Promise<User> = claimedUser,
  resets?: ResetMailbox,
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

    if (resets) passwordResetPromises(makeAuth, resets);

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

/** The port's two reset methods, present wherever this part of the contract runs. */
async function resettingAuth(makeAuth: () => AuthPort | Promise<AuthPort>) {
  const auth = await makeAuth();
  const { requestPasswordReset, resetPassword } = auth;
  if (!requestPasswordReset || !resetPassword) throw new Error('A port given reset mail must reset passwords.');
  return {
    auth,
    requestPasswordReset: requestPasswordReset.bind(auth),
    resetPassword: resetPassword.bind(auth),
  };
}

/** "Forgot your password?" (ADR-033): the link sets a new password once, whoever asks learns nothing. */
function passwordResetPromises(makeAuth: () => AuthPort | Promise<AuthPort>, resets: ResetMailbox) {
  describe('a forgotten password', () => {
    it('is reset with the link sent: the new password signs in, the old one not, and the link works once', async () => {
      const { auth, requestPasswordReset, resetPassword } = await resettingAuth(makeAuth);
      const email = uniqueEmail();
      const created = await auth.signUp(email, 'secret-pass');
      await auth.signOut();
      await requestPasswordReset(email);
      const token = await resets.tokenSentTo(email);
      await resetPassword(token, 'new-secret');
      await expect(auth.signIn(email, 'secret-pass')).rejects.toBeInstanceOf(AuthError);
      expect(await auth.signIn(email, 'new-secret')).toEqual(created);
      await expect(resetPassword(token, 'other-secret')).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
    });

    it('is asked for an unknown e-mail as for a known one: nothing tells them apart', async () => {
      const { requestPasswordReset } = await resettingAuth(makeAuth);
      await expect(requestPasswordReset(uniqueEmail())).resolves.toBeUndefined();
    });

    it('refuses a link never sent, and a short password without spending the link', async () => {
      const { auth, requestPasswordReset, resetPassword } = await resettingAuth(makeAuth);
      const email = uniqueEmail();
      await auth.signUp(email, 'secret-pass');
      await expect(resetPassword('made-up-token', 'new-secret')).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
      await requestPasswordReset(email);
      const token = await resets.tokenSentTo(email);
      await expect(resetPassword(token, '12345')).rejects.toMatchObject({ code: 'auth/weak-password' });
      await expect(resetPassword(token, 'new-secret')).resolves.toBeUndefined();
    });

    it('ends the account’s sessions: signed in when the link is used, the port then reports nobody', async () => {
      const { auth, requestPasswordReset, resetPassword } = await resettingAuth(makeAuth);
      const email = uniqueEmail();
      await auth.signUp(email, 'secret-pass');
      await requestPasswordReset(email);
      await resetPassword(await resets.tokenSentTo(email), 'new-secret');
      expect(await nextUser(auth, () => true)).toBeNull();
      expect(await auth.credentials()).toBeNull();
    });
  });
}
