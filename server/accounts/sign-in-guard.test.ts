// @vitest-environment node
import { Hono } from 'hono';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log/log';
import { openSqlStore } from '../store/open-store';
import { behindSignInGuard, from, statusesOf, times } from '../test-support/behind-sign-in-guard';
import { createMemoryLogger } from '../test-support/memory-logger';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { startUnreachableRedis } from '../test-support/unreachable-redis';
import { createAccounts } from './accounts';
import { createSignInGuard, TOO_MANY_ATTEMPTS, type SignInGuardSettings } from './sign-in-guard';

const TOO_MANY_FAILURES = /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/;

/** The guard, counting in memory, in front of a stand-in for better-auth. */
const guarded = (settings: Partial<SignInGuardSettings> = {}) =>
  behindSignInGuard(createSignInGuard({ trustProxyHops: 0, logger: silentLogger, ...settings }).middleware);

describe('failed sign-ins, per account and address', () => {
  it('refuses the 11th sign-in after 10 failures, even with the right password, without passing it on', async () => {
    const { signIn, reached } = guarded();
    expect(await statusesOf(times(10, () => () => signIn('203.0.113.1', 'wrong')))).toEqual(Array(10).fill(401));
    const refused = await signIn('203.0.113.1', 'right');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(TOO_MANY_FAILURES), code: 'too_many_failures' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    expect(reached).toHaveLength(10);
  });

  it('lets the right password in from another address: nobody can lock a shopper out', async () => {
    const { signIn } = guarded();
    for (let i = 0; i < 11; i += 1) await signIn('203.0.113.2', 'wrong');
    expect((await signIn('203.0.113.2', 'right')).status).toBe(429);
    expect((await signIn('198.51.100.2', 'right')).status).toBe(200);
    // and other accounts from the guesser's address
    expect((await signIn('203.0.113.2', 'right', 'bob@example.com')).status).toBe(200);
  });

  it('counts an account by its e-mail, whatever its case and surrounding spaces', async () => {
    const { signIn } = guarded();
    for (const email of ['Ada@Example.com', ' ada@example.com ', 'ADA@EXAMPLE.COM']) {
      await statusesOf(times(3, () => () => signIn('203.0.113.3', 'wrong', email)));
    }
    expect((await signIn('203.0.113.3', 'wrong')).status).toBe(401);
    expect((await signIn('203.0.113.3', 'right', 'aDa@example.COM')).status).toBe(429);
  });

  it('starts the count again after a successful sign-in', async () => {
    const { signIn } = guarded();
    const nineWrong = times(9, () => () => signIn('203.0.113.4', 'wrong'));
    expect(await statusesOf([...nineWrong, () => signIn('203.0.113.4', 'right'), ...nineWrong])).toEqual([
      ...Array(9).fill(401),
      200,
      ...Array(9).fill(401),
    ]);
    expect((await signIn('203.0.113.4', 'right')).status).toBe(200);
  });

  describe('with a clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('forgets the failures once their window is over', async () => {
      vi.useFakeTimers();
      const { signIn } = guarded({ failures: 2, failureWindowSeconds: 60 });
      await statusesOf(times(2, () => () => signIn('203.0.113.5', 'wrong')));
      const refused = await signIn('203.0.113.5', 'right');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
      expect((await refused.json()) as { error: string }).toMatchObject({ error: expect.stringContaining('wait 1 minute ') });
      vi.advanceTimersByTime(61_000);
      expect((await signIn('203.0.113.5', 'right')).status).toBe(200);
    });
  });

  it('passes a body that is not JSON, or names no account, on for better-auth to answer', async () => {
    const { post, reached } = guarded({ failures: 1 });
    expect((await post('/api/auth/sign-in/email', '203.0.113.6', '{"email":')).status).toBe(400);
    const nobody = times(2, () => () => post('/api/auth/sign-in/email', '203.0.113.6', { password: 'wrong' }));
    expect(await statusesOf(nobody)).toEqual([401, 401]);
    expect(reached).toHaveLength(3);
  });
});

describe('the allowance of requests a minute, per address', () => {
  it('answers 429 with Retry-After past it, counting sign-in, sign-up and reset requests together', async () => {
    const { post, signIn } = guarded({ perMinute: 4 });
    const address = '203.0.113.7';
    const statuses = await statusesOf([
      () => signIn(address, 'right'),
      () => post('/api/auth/sign-up/email', address, { email: 'cy@example.com', password: 'secret1', name: 'cy' }),
      () => post('/api/auth/request-password-reset', address, { email: 'cy@example.com' }),
      () => post('/api/auth/reset-password', address, { newPassword: 'secret2', token: 't' }),
      () => post('/api/auth/sign-up/email', address, { email: 'dee@example.com', password: 'secret1', name: 'dee' }),
    ]);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await signIn(address, 'right');
    expect(await refused.json()).toEqual({ error: TOO_MANY_ATTEMPTS, code: 'rate_limited' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // another address is not spent
    expect((await signIn('198.51.100.7', 'right')).status).toBe(200);
  });

  it('leaves the other accounts endpoints alone', async () => {
    const { post } = guarded({ perMinute: 1 });
    const others = times(3, () => () => post('/api/auth/sign-out', '203.0.113.8', {}));
    expect(await statusesOf(others)).toEqual([200, 200, 200]);
  });
});

describe('a sign-in guard whose Redis cannot be reached from the start', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts in this process’s memory, answers at once, and says so once', async () => {
    // every connection to it is closed at once: Redis never answers
    const redis = await startUnreachableRedis();
    // the clock stands still unless the test moves it: a request that waited for Redis (a command's
    // timeout, a reconnection) would never be answered
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { logger, lines } = createMemoryLogger();
    const guard = createSignInGuard({ redisUrl: redis.url, trustProxyHops: 0, logger, failures: 2 });
    const { signIn } = behindSignInGuard(guard.middleware);
    const saidUnreachable = () => lines.filter((line) => line.includes('The shared sign-in guard (Redis) is unreachable'));
    try {
      const attempts = [...times(2, () => () => signIn('203.0.113.10', 'wrong')), () => signIn('203.0.113.10', 'right')];
      expect(await statusesOf([...attempts, () => signIn('198.51.100.10', 'right')])).toEqual([401, 401, 429, 200]);
      expect(saidUnreachable()).toHaveLength(1);
      // several reconnection attempts later (waitFor moves the fake clock through their back-off)
      const attempted = redis.attempts();
      await vi.waitFor(() => expect(redis.attempts()).toBeGreaterThanOrEqual(attempted + 3), { timeout: 10_000, interval: 20 });
      // and past the pause Redis is left alone for (10 s), when requests try it again and fail again
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await statusesOf([() => signIn('203.0.113.10', 'right'), () => signIn('198.51.100.10', 'right')])).toEqual([
        429, 200,
      ]);
      expect(saidUnreachable()).toHaveLength(1);
    } finally {
      await guard.close();
      await redis.close();
    }
  });
});

describe('in front of better-auth', () => {
  it('counts its 401s, from a JSON body or a form alike, and lets the shopper in from elsewhere', async () => {
    const site = 'http://localhost:3000';
    const store = openSqlStore(mkdtempSync(join(tmpdir(), 'shop-sign-in-guard-')));
    const accounts = await createAccounts({
      store,
      siteUrl: site,
      mailLinksTo: site,
      mailer: createMemoryMailer().mailer,
      logger: silentLogger,
    });
    const guard = createSignInGuard({ trustProxyHops: 0, logger: silentLogger });
    const app = new Hono();
    app.use('/api/auth/*', guard.middleware);
    app.on(['GET', 'POST'], '/api/auth/*', (c) => accounts.handle(c.req.raw));
    const send = (path: string, address: string, body: string, type = 'application/json') =>
      app.request(path, { method: 'POST', headers: { 'Content-Type': type, Origin: site }, body }, from(address));
    const credentials = (password: string) => ({ email: 'ada@example.com', password });
    try {
      const created = await send(
        '/api/auth/sign-up/email',
        '198.51.100.9',
        JSON.stringify({ ...credentials('secret1'), name: 'ada' }),
      );
      expect(created.status).toBe(200);

      const guesses = [
        ...times(5, () => () => send('/api/auth/sign-in/email', '203.0.113.9', JSON.stringify(credentials('guess')))),
        ...times(
          5,
          () => () =>
            send(
              '/api/auth/sign-in/email',
              '203.0.113.9',
              String(new URLSearchParams(credentials('guess'))),
              'application/x-www-form-urlencoded',
            ),
        ),
      ];
      expect(await statusesOf(guesses)).toEqual(Array(10).fill(401));
      const refused = await send('/api/auth/sign-in/email', '203.0.113.9', JSON.stringify(credentials('secret1')));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'too_many_failures' });

      const elsewhere = await send('/api/auth/sign-in/email', '198.51.100.9', JSON.stringify(credentials('secret1')));
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.headers.getSetCookie().join()).toMatch(/session_token=/);
    } finally {
      await guard.close();
      await store.close();
    }
  });
});
