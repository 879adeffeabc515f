import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, startRedis, type LocalEngine } from '../../tools/local-shop/engines';
import { checkOut, startServerProcess, type ServerProcess } from '../../tools/local-shop/server-process';
import { sessionCookieOf, signedUpShopper } from '../../tools/local-shop/signed-up-shopper';

// ADR-031: accounts and sessions live in the one store, so any instance knows any shopper.
describe('a shopper across three instances on PostgreSQL', { timeout: 120_000 }, () => {
  let postgres: LocalEngine;
  let redis: LocalEngine;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, STATIC_DIR: 'no-built-shop' };
    instances.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess({ env })))));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    redis?.stop();
    postgres?.stop();
  });

  it('signs up on one, signs in on a second, pays on a third; Sign Out on one ends the session on all', async () => {
    const [one, two, three] = instances as [ServerProcess, ServerProcess, ServerProcess];
    await signedUpShopper(one.origin, 'wanderer');

    const signedIn = await fetch(`${two.origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: two.origin },
      body: JSON.stringify({ email: 'wanderer@example.com', password: 'secret-pass' }),
    });
    expect(signedIn.status).toBe(200);
    const session = { Cookie: sessionCookieOf(signedIn) };

    const checkout = await checkOut(() => three.origin, session, 'wanderer-pays-on-three-0123456789');
    expect(checkout).toMatchObject({ paid: true, statuses: [200, 200] });
    const seen = await fetch(`${one.origin}/payment/intents/${checkout.intentId}`, { headers: session });
    expect(((await seen.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe('succeeded');

    const signedOut = await fetch(`${three.origin}/api/auth/sign-out`, {
      method: 'POST',
      headers: { ...session, Origin: three.origin, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    // a copy of the cookie kept from before is worth nothing anywhere now
    for (const instance of instances) {
      const after = await fetch(`${instance.origin}/payment/intents/${checkout.intentId}`, { headers: session });
      expect(after.status).toBe(401);
    }
  });
});
