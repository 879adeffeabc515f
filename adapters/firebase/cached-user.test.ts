import { describe, expect, it } from 'vitest';
import { createUserCache, type CachedUser } from './cached-user';

const hour = 3_600_000;
const signedIn = (expiresAt: number): CachedUser => ({
  uid: 'uid-ann',
  email: 'ann@example.com',
  displayName: null,
  idToken: 'token-of-ann',
  expiresAt,
});

describe('the cached user (ADR-024)', () => {
  it('gives back the user it was told, as the AuthPort reports users', () => {
    const cache = createUserCache(window.localStorage, 'cache-a');
    cache.write(signedIn(Date.now() + hour));
    expect(cache.user()).toEqual({ uid: 'uid-ann', email: 'ann@example.com' });
    expect(createUserCache(window.localStorage, 'cache-a').read()).toEqual(signedIn(cache.read()!.expiresAt));
  });

  it('knows nobody once cleared, and nobody under another key', () => {
    const cache = createUserCache(window.localStorage, 'cache-b');
    cache.write(signedIn(Date.now() + hour));
    expect(createUserCache(window.localStorage, 'cache-other').user()).toBeNull();
    cache.clear();
    expect(cache.user()).toBeNull();
  });

  it('hands out the ID token only to its own user, and only while it has a minute or more to live', () => {
    const cache = createUserCache(window.localStorage, 'cache-c');
    const now = 1_800_000_000_000;
    cache.write(signedIn(now + 5 * 60_000));
    expect(cache.freshToken('uid-ann', now)).toBe('token-of-ann');
    expect(cache.freshToken('uid-bob', now)).toBeNull();
    expect(cache.freshToken('uid-ann', now + 4.5 * 60_000)).toBeNull();
  });

  it('takes a record it cannot read for no record at all', () => {
    window.localStorage.setItem('cache-d', '{"uid":"uid-ann"}');
    expect(createUserCache(window.localStorage, 'cache-d').user()).toBeNull();
    window.localStorage.setItem('cache-d', 'not json');
    expect(createUserCache(window.localStorage, 'cache-d').user()).toBeNull();
  });

  it('knows nobody, and never throws, when the browser blocks storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const cache = createUserCache(blocked, 'cache-e');
    expect(() => cache.write(signedIn(Date.now() + hour))).not.toThrow();
    expect(() => cache.clear()).not.toThrow();
    expect(cache.user()).toBeNull();
    expect(createUserCache(null, 'cache-e').freshToken('uid-ann')).toBeNull();
  });
});
