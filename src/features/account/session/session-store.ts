import { createStore } from 'zustand/vanilla';
import type { AuthPort } from '../../../../ports/auth-port';
import type { User } from '../../../../ports/entities';

export interface SessionState {
  user: User | null;
  /** false until the auth provider has said who is signed in (requirements §4 'Auth state') */
  known: boolean;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Follows the auth provider's session; `whenKnown` lets guards wait instead of guessing. `drawnFor`:
 * the shopper the server drew the page for (ADR-036), known from the first frame.
 */
export function createSessionStore(auth: AuthPort, drawnFor?: User) {
  const store = createStore<SessionState>(() => ({ user: drawnFor ?? null, known: drawnFor !== undefined }));
  const stop = auth.onUserChanged((user) => store.setState({ user, known: true }), drawnFor);

  const whenKnown = (): Promise<User | null> => {
    const state = store.getState();
    if (state.known) return Promise.resolve(state.user);
    return new Promise((resolve) => {
      const unsubscribe = store.subscribe((next) => {
        if (!next.known) return;
        unsubscribe();
        resolve(next.user);
      });
    });
  };

  /**
   * The provider's own answer to sign-in or sign-up: recorded at once, so that a guard run by the
   * next navigation sees the user even if the provider's listener reports it a moment later.
   */
  const signedIn = (user: User) => {
    if (store.getState().user?.uid !== user.uid) store.setState({ user, known: true });
  };

  const mayBeSignedIn = () => {
    const { known, user } = store.getState();
    return !known || user !== null;
  };

  return { store, whenKnown, mayBeSignedIn, signedIn, stop };
}
