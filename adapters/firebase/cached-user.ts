import type { User } from '../../ports/entities';

/**
 * What this browser last heard from Firebase Auth about its signed-in user (ADR-024): enough for a
 * signed-in page to draw at once, while the Auth SDK confirms the session after the page is
 * interactive. Written by the Auth adapter when the SDK reports a user or a new ID token, cleared
 * when it reports nobody and at sign-out. It decides nothing on the server, which verifies the
 * ID token itself.
 */
export interface CachedUser {
  uid: string;
  email: string;
  displayName: string | null;
  idToken: string;
  /** when the ID token expires, in ms since the epoch */
  expiresAt: number;
}

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A token this close to its expiry is not used: the request could reach the store after it. */
const tokenMarginMs = 60_000;

function isCachedUser(value: unknown): value is CachedUser {
  const record = value as Partial<CachedUser> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.uid === 'string' &&
    record.uid !== '' &&
    typeof record.email === 'string' &&
    (typeof record.displayName === 'string' || record.displayName === null) &&
    typeof record.idToken === 'string' &&
    typeof record.expiresAt === 'number'
  );
}

/** The cache under `key` in `storage` (localStorage in the browser); no storage, no cache. */
export function createUserCache(storage: CacheStorage | null, key: string) {
  // storage may throw when the browser blocks it: then the pages wait for the SDK, as without a cache
  const attempt = <T>(work: (store: CacheStorage) => T, otherwise: T): T => {
    try {
      return storage ? work(storage) : otherwise;
    } catch {
      return otherwise;
    }
  };

  const read = (): CachedUser | null =>
    attempt((store) => {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? 'null');
      return isCachedUser(parsed) ? parsed : null;
    }, null);

  return {
    read,
    /** The user the cache names, as the AuthPort reports users. */
    user: (): User | null => {
      const cached = read();
      return cached && { uid: cached.uid, email: cached.email };
    },
    /** The cached ID token of `uid` while it has a minute or more to live, else null. */
    freshToken: (uid: string, now = Date.now()): string | null => {
      const cached = read();
      return cached?.uid === uid && cached.expiresAt - tokenMarginMs > now ? cached.idToken : null;
    },
    write: (user: CachedUser) => attempt((store) => store.setItem(key, JSON.stringify(user)), undefined),
    clear: () => attempt((store) => store.removeItem(key), undefined),
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
