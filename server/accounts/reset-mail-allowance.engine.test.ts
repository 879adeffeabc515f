import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log/log';
import { startRedis, type LocalRedis } from '../../tools/local-shop/engines';
import { createResetMailAllowance, RESET_MAILS_PER_HOUR, type ResetMailAllowance } from './reset-mail-allowance';

describe('reset mails to one address, counted across instances in Redis (ADR-041)', () => {
  let redis: LocalRedis;
  let admin: Redis;
  const instances: ResetMailAllowance[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    admin = new Redis(redis.url);
    for (let i = 0; i < 2; i += 1) instances.push(createResetMailAllowance({ redisUrl: redis.url, logger: silentLogger }));
    await Promise.all(instances.map((instance) => instance.ready));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    admin?.disconnect();
    redis?.stop();
  });

  it('allows a few an hour to an address whichever instance is asked, and counts it by a hash of its e-mail', async () => {
    const asked = [];
    for (let ask = 0; ask < 2 * RESET_MAILS_PER_HOUR; ask += 1)
      asked.push(await instances[ask % 2]!.allows(ask % 3 === 0 ? 'Ada@Example.com' : 'ada@example.com'));
    expect(asked).toEqual([...Array(RESET_MAILS_PER_HOUR).fill(true), ...Array(RESET_MAILS_PER_HOUR).fill(false)]);
    expect(await instances[0]!.allows('bob@example.com')).toBe(true);

    const keys = await admin.keys('reset-mails:*');
    expect(keys).toHaveLength(2);
    expect(keys.join()).not.toContain('example.com');
    const hourMs = 60 * 60 * 1000;
    expect(await admin.pttl(keys[0]!)).toBeGreaterThan(hourMs - 60_000);
  });
});
