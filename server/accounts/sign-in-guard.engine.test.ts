import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../log/log';
import { behindSignInGuard, statusesOf } from '../test-support/behind-sign-in-guard';
import { startRedis } from '../../tools/local-shop/engines';
import { createSignInGuard, type SignInGuard, type SignInGuardSettings } from './sign-in-guard';

let redis: Awaited<ReturnType<typeof startRedis>>;
let admin: Redis;
beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url);
});
afterAll(() => {
  admin?.disconnect();
  redis?.stop();
});
// each test starts with no counts
beforeEach(async () => {
  await admin.flushall();
});

let guards: SignInGuard[] = [];
afterEach(async () => {
  await Promise.all(guards.map((guard) => guard.close()));
  guards = [];
});

/** Two instances of the server, each with its own guard, both counting in the one Redis. */
async function twoInstances(settings: Partial<SignInGuardSettings> = {}) {
  for (let i = 0; i < 2; i += 1) {
    const guard = createSignInGuard({ redisUrl: redis.url, trustProxyHops: 0, logger: silentLogger, ...settings });
    await guard.ready;
    guards.push(guard);
  }
  return guards.map((guard) => behindSignInGuard(guard.middleware));
}

type Instance = ReturnType<typeof behindSignInGuard>;

/** `count` requests made by `send`, taking turns between the instances. */
const inTurn = (pair: Instance[], count: number, send: (instance: Instance) => Response | Promise<Response>) =>
  Array.from({ length: count }, (_, index) => () => send(pair[index % 2]!));

describe('one sign-in guard across instances, in Redis', () => {
  it('counts failed sign-ins to both instances together, and lets the shopper in from another address', async () => {
    const pair = await twoInstances();
    const [one, two] = pair as [Instance, Instance];
    const guesses = inTurn(pair, 10, (instance) => instance.signIn('203.0.113.1', 'wrong'));
    expect(await statusesOf(guesses)).toEqual(Array(10).fill(401));
    for (const instance of pair) {
      const refused = await instance.signIn('203.0.113.1', 'right');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'too_many_failures' });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    }
    expect((await two.signIn('198.51.100.1', 'right')).status).toBe(200);
    expect((await one.signIn('198.51.100.1', 'right')).status).toBe(200);
    // the account is kept as a hash: no e-mail in Redis
    const keys = await admin.keys('sign-in-guard:*');
    expect(keys.some((key) => key.startsWith('sign-in-guard:failures:203.0.113.1 '))).toBe(true);
    expect(keys.join()).not.toContain('example.com');
  });

  it('starts the count again everywhere after a successful sign-in on one instance', async () => {
    const pair = await twoInstances();
    const [one, two] = pair as [Instance, Instance];
    const nineWrong = inTurn(pair, 9, (instance) => instance.signIn('203.0.113.2', 'wrong'));
    expect(await statusesOf([...nineWrong, () => two.signIn('203.0.113.2', 'right'), ...nineWrong])).toEqual([
      ...Array(9).fill(401),
      200,
      ...Array(9).fill(401),
    ]);
    expect((await one.signIn('203.0.113.2', 'right')).status).toBe(200);
  });

  it('shares the allowance of requests a minute per address', async () => {
    const pair = await twoInstances({ perMinute: 4 });
    const signUps = inTurn(pair, 6, (instance) => instance.post('/api/auth/sign-up/email', '203.0.113.3', {}));
    expect(await statusesOf(signUps)).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await pair[0]!.post('/api/auth/sign-up/email', '198.51.100.3', {})).status).toBe(200);
  });
});
