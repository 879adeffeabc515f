import { FirebaseError } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  onIdTokenChanged,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import type { UserCache } from './cached-user';

const toUser = (user: FirebaseUser): User => ({ uid: user.uid, email: user.email ?? '' });

/** Firebase errors become AuthErrors carrying Firebase's own code ('auth/...'). */
async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FirebaseError) throw new AuthError(error.code, error.message);
    throw error;
  }
}

export function connectEmulator(auth: Auth, host: string | undefined) {
  if (host) connectAuthEmulator(auth, host.startsWith('http') ? host : `http://${host}`, { disableWarnings: true });
}

/**
 * Keeps `cache` in step with the SDK (ADR-024): the user and a fresh ID token whenever the SDK
 * reports them (sign-in, a restored session, an hourly refresh), nothing once it reports nobody.
 */
function keepUserCached(auth: Auth, cache: UserCache) {
  onIdTokenChanged(auth, (user) => {
    if (!user) return cache.clear();
    user.getIdTokenResult().then(
      (result) => {
        // signed out (or another user signed in) while the token was read: that report wins
        if (auth.currentUser?.uid !== user.uid) return;
        cache.write({
          uid: user.uid,
          email: user.email ?? '',
          displayName: user.displayName,
          idToken: result.token,
          expiresAt: Date.parse(result.expirationTime),
        });
      },
      // no fresh token: the cache would mislead the next page load
      () => cache.clear(),
    );
  });
}

/** The Firebase AuthPort, which can also sign in with a token the shop's server made (ADR-038). */
export interface FirebaseAuthPort extends AuthPort {
  signInWithToken(token: string): Promise<User>;
}

/** AuthPort on Firebase Auth (modular SDK); with `cache`, the signed-in user is also kept there. */
export function createFirebaseAuth(auth: Auth, cache?: UserCache): FirebaseAuthPort {
  if (cache) keepUserCached(auth, cache);
  return {
    signInWithToken: (token) => translated(async () => toUser((await signInWithCustomToken(auth, token)).user)),
    signIn: (email, password) => translated(async () => toUser((await signInWithEmailAndPassword(auth, email, password)).user)),
    signUp: (email, password) =>
      translated(async () => toUser((await createUserWithEmailAndPassword(auth, email, password)).user)),
    signOut: () => translated(() => signOut(auth)),
    credentials: () =>
      translated(async () => {
        // the saved session is restored asynchronously after a reload
        await auth.authStateReady();
        const user = auth.currentUser;
        return user ? { kind: 'id-token', token: await user.getIdToken() } : null;
      }),
    onUserChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toUser(user) : null)),
  };
}
