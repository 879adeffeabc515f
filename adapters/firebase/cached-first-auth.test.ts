import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { authContract } from '../../test-doubles/contracts/auth-contract';
import { createMemoryAuth } from '../../test-doubles/memory-auth';
import { cachedFirstAuth } from './cached-first-auth';
import { createUserCache, type CachedUser } from './cached-user';
import type { FirebaseAuthPort } from './firebase-auth';

const ann: CachedUser = {
  uid: 'uid-ann',
  email: 'ann@example.com',
  displayName: null,
  idToken: 'token-of-ann',
  expiresAt: Date.now() + 3_600_000,
};

/** The in-memory double as the Firebase adapter: it signs in with a server's token too (ADR-038). */
const firebaseLike = (
  auth: AuthPort,
  signInWithToken: FirebaseAuthPort['signInWithToken'] = () => Promise.reject(new Error('no token')),
): FirebaseAuthPort => ({
  ...auth,
  signInWithToken,
});

/** A promise the test resolves when it likes. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The SDK as `load` gives it, and a promise that settles once it has told the adapter who is signed in. */
function sdkTelling(auth: AuthPort) {
  const told = gate();
  const port = firebaseLike({
    ...auth,
    onUserChanged: (listener, shown) =>
      auth.onUserChanged((user) => {
        listener(user);
        told.open();
      }, shown),
  });
  return { load: vi.fn(() => Promise.resolve(port)), told: told.promise };
}

let keys = 0;
function setUp({ cached, sdkUser }: { cached: CachedUser | null; sdkUser: User | null }) {
  const cache = createUserCache(window.localStorage, `first-auth-${++keys}`);
  if (cached) cache.write(cached);
  const { load, told } = sdkTelling(createMemoryAuth({ signedIn: sdkUser }).auth);
  const started = gate();
  const interactive = gate();
  const auth = cachedFirstAuth({ cache, load, whenStarted: started.promise, whenInteractive: interactive.promise });
  const seen: (User | null)[] = [];
  auth.onUserChanged((user) => seen.push(user));
  return { auth, cache, load, told, seen, started, interactive };
}

authContract('cached-first auth over the in-memory double, nothing cached', () => {
  const sdk = createMemoryAuth();
  return cachedFirstAuth({
    cache: createUserCache(window.localStorage, `first-auth-${++keys}`),
    load: () => Promise.resolve(firebaseLike(sdk.auth)),
    whenStarted: Promise.resolve(),
    whenInteractive: Promise.resolve(),
  });
});

describe('cachedFirstAuth (ADR-024)', () => {
  it('reports the cached user once the app has started, before the SDK has even loaded', async () => {
    const { seen, load, started } = setUp({ cached: ann, sdkUser: { uid: ann.uid, email: ann.email } });
    await flush();
    expect(seen).toEqual([]);
    started.open();
    await flush();
    expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }]);
    expect(load).not.toHaveBeenCalled();
  });

  it('takes the shopper a page was drawn for as it takes a cached one: the SDK waits for the page to be interactive (ADR-038)', async () => {
    const cache = createUserCache(window.localStorage, `first-auth-${++keys}`);
    const { load, told } = sdkTelling(createMemoryAuth({ signedIn: { uid: ann.uid, email: ann.email } }).auth);
    const [started, interactive] = [gate(), gate()];
    const auth = cachedFirstAuth({ cache, load, whenStarted: started.promise, whenInteractive: interactive.promise });
    const seen: (User | null)[] = [];
    auth.onUserChanged((user) => seen.push(user), { uid: ann.uid, email: ann.email });
    started.open();
    await flush();
    expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }]);
    expect(load).not.toHaveBeenCalled();
    interactive.open();
    await told;
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it("signs the SDK in with the server's token when it has no session of the shopper a page was drawn for (ADR-038)", async () => {
    const sdk = createMemoryAuth({ signedIn: { uid: ann.uid, email: ann.email } });
    await sdk.auth.signOut();
    const tokens: string[] = [];
    const resumed = (token: string) => (tokens.push(token), sdk.auth.signIn(ann.email, 'password'));
    const auth = cachedFirstAuth({
      cache: createUserCache(window.localStorage, `first-auth-${++keys}`),
      load: () => Promise.resolve(firebaseLike(sdk.auth, resumed)),
      whenStarted: Promise.resolve(),
      whenInteractive: Promise.resolve(),
      resume: async () => 'token-from-the-server',
    });
    const seen: (User | null)[] = [];
    auth.onUserChanged((user) => seen.push(user), { uid: ann.uid, email: ann.email });
    await vi.waitFor(() => expect(tokens).toEqual(['token-from-the-server']));
    await flush();
    // never reported as signed out on the way
    expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }]);
  });

  it('reports nobody when the server has no session to resume either', async () => {
    const sdk = createMemoryAuth();
    const auth = cachedFirstAuth({
      cache: createUserCache(window.localStorage, `first-auth-${++keys}`),
      load: () => Promise.resolve(firebaseLike(sdk.auth)),
      whenStarted: Promise.resolve(),
      whenInteractive: Promise.resolve(),
      resume: async () => null,
    });
    const seen: (User | null)[] = [];
    auth.onUserChanged((user) => seen.push(user), { uid: ann.uid, email: ann.email });
    await vi.waitFor(() => expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }, null]));
  });

  it('has the SDK confirm the session once the page is interactive, reporting nothing new when it agrees', async () => {
    const { seen, load, told, started, interactive } = setUp({ cached: ann, sdkUser: { uid: ann.uid, email: ann.email } });
    started.open();
    interactive.open();
    await told;
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }]);
  });

  it('reports nobody when the SDK finds the cached session gone', async () => {
    const { seen, started, interactive } = setUp({ cached: ann, sdkUser: null });
    started.open();
    interactive.open();
    await vi.waitFor(() => expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }, null]));
  });

  it('with nothing cached, loads the SDK at once and waits for its word', async () => {
    const { seen, load } = setUp({ cached: null, sdkUser: { uid: 'uid-bob', email: 'bob@example.com' } });
    await vi.waitFor(() => expect(seen).toEqual([{ uid: 'uid-bob', email: 'bob@example.com' }]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets the cached user at sign-out, before the SDK has answered', async () => {
    const { auth, cache } = setUp({ cached: ann, sdkUser: { uid: ann.uid, email: ann.email } });
    const signingOut = auth.signOut();
    expect(cache.user()).toBeNull();
    await signingOut;
  });

  it('follows the SDK at once when the shopper signs out before the page is interactive', async () => {
    const { auth, seen, started } = setUp({ cached: ann, sdkUser: { uid: ann.uid, email: ann.email } });
    started.open();
    await auth.signOut();
    await vi.waitFor(() => expect(seen).toEqual([{ uid: 'uid-ann', email: 'ann@example.com' }, null]));
  });

  it('never lets the cache overwrite the SDK when the SDK answered before the app had started', async () => {
    const { auth, seen, started } = setUp({ cached: ann, sdkUser: { uid: ann.uid, email: ann.email } });
    await auth.signOut();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    started.open();
    await flush();
    expect(seen).toEqual([null]);
  });

  it('with nothing cached and no SDK to be had, says nobody is signed in', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = cachedFirstAuth({
      cache: createUserCache(null, 'none'),
      load: () => Promise.reject(new Error('offline')),
      whenStarted: Promise.resolve(),
      whenInteractive: Promise.resolve(),
    });
    const user = await new Promise((resolve) => auth.onUserChanged(resolve));
    expect(user).toBeNull();
    expect(errors).toHaveBeenCalledWith('Could not load Firebase Auth', expect.any(Error));
    errors.mockRestore();
  });
});
