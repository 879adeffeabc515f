import { FirebaseError } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';

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

/** AuthPort on Firebase Auth (modular SDK). */
export function createFirebaseAuth(auth: Auth): AuthPort {
  return {
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
