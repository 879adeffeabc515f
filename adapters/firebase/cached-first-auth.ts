import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import type { UserCache } from './cached-user';
import type { FirebaseAuthPort } from './firebase-auth';

export interface CachedFirstAuthOptions {
  cache: UserCache;
  /** loads the Firebase Auth SDK and its adapter (once: the caller keeps the promise) */
  load: () => Promise<FirebaseAuthPort>;
  /**
   * a token from the shop's server for the shopper a page was drawn for (ADR-038): the SDK signs in
   * with it when it has no session of its own (its storage cleared); null when there is none
   */
  resume?: () => Promise<string | null>;
  /**
   * resolves once the user may show: the app has taken over the page, so a pre-rendered page
   * hydrates as it was drawn (nobody signed in) and shows the user right after, or it draws a
   * signed-in page's placeholder anew. The cached user is reported then.
   */
  whenStarted: Promise<void>;
  /** resolves once the page is interactive: the SDK's download and start wait until then */
  whenInteractive: Promise<void>;
}

const sameUser = (a: User | null, b: User | null) => a?.uid === b?.uid && a?.email === b?.email;

/**
 * An AuthPort that answers from the cached user at once and has the Auth SDK confirm it after the
 * page is interactive (ADR-024): a signed-in page draws without waiting for the SDK's download. The
 * SDK's word then stands: a session gone meanwhile (signed out elsewhere, token revoked) is
 * reported as nobody signed in, as it always was. Without a cached user nothing is known, so the
 * SDK loads at once. Signing in, out and paying load the SDK at once too.
 */
export function cachedFirstAuth({ cache, load, whenStarted, whenInteractive, resume }: CachedFirstAuthOptions): AuthPort {
  // the shopper needs the SDK now (signing in or out, paying): the session is followed from now on too
  let neededNow!: () => void;
  const needed = new Promise<void>((resolve) => {
    neededNow = resolve;
  });
  const loadNow = () => {
    neededNow();
    return load();
  };
  const followFrom = Promise.race([whenInteractive, needed]);
  return {
    signIn: async (email, password) => (await loadNow()).signIn(email, password),
    signUp: async (email, password) => (await loadNow()).signUp(email, password),
    signOut: async () => {
      // at once: a page loaded while the SDK signs out must not draw the user from the cache
      cache.clear();
      return (await loadNow()).signOut();
    },
    credentials: async () => (await loadNow()).credentials(),
    onUserChanged(listener, shown) {
      // the page the server drew for the shopper (ADR-038) is as good as the cache: the SDK confirms it later
      const cached = cache.user() ?? shown ?? null;
      let reported: User | null | undefined;
      const report = (user: User | null) => {
        if (reported !== undefined && sameUser(reported, user)) return;
        reported = user;
        listener(user);
      };
      let stopped = false;
      let stop: (() => void) | undefined;
      // the SDK's own answer, when it came first, is never overwritten by the cache
      if (cached) void whenStarted.then(() => !stopped && reported === undefined && report(cached));
      // the server drew the page for a shopper the SDK has no session of: signed in again with the server's token, once
      let resuming = shown !== undefined && resume !== undefined;
      (cached ? followFrom : Promise.resolve()).then(load).then(
        (auth) => {
          if (stopped) return;
          stop = auth.onUserChanged((user) => {
            if (user || !resuming) return report(user);
            resuming = false;
            void resume!()
              .then((token) => (token ? auth.signInWithToken(token) : Promise.reject(new Error('no session'))))
              .catch(() => report(null));
          });
        },
        (error: unknown) => {
          // the SDK never arrived (a dropped connection): the cached user stays until the next load
          console.error('Could not load Firebase Auth', error);
          if (!cached && !stopped) report(null);
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
