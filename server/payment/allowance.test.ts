// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { createMemoryLogger } from '../test-support/memory-logger';
import { startUnreachableRedis } from '../test-support/unreachable-redis';
import { createPaymentAllowance } from './allowance';

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const PAUSE_MS = 10_000;

describe('a payment allowance whose Redis cannot be reached from the start', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('limits in this process’s memory, answers at once, and says so once', async () => {
    // every connection to it is closed at once: Redis never answers
    const redis = await startUnreachableRedis();
    // the clock stands still unless the test moves it: a request that waited for Redis (a command's
    // timeout, a reconnection) would never be answered
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { logger, lines } = createMemoryLogger();
    const paymentAllowance = createPaymentAllowance({
      limit: 2,
      windowMs: 60_000,
      redisUrl: redis.url,
      trustProxyHops: 0,
      logger,
      pauseMs: PAUSE_MS,
    });
    const app = createTestServerApp({ logger, paymentAllowance });
    const anonymous = () => app.request('/payment/intents/pi_demo_x', {}, from('203.0.113.7'));
    const saidUnreachable = () => lines.filter((line) => line.includes('The shared payment allowance (Redis) is unreachable'));
    try {
      expect([(await anonymous()).status, (await anonymous()).status, (await anonymous()).status]).toEqual([401, 401, 429]);
      expect(paymentAllowance.counting()).toBe('alone: Redis unreachable');
      expect(saidUnreachable()).toHaveLength(1);
      // several reconnection attempts later (waitFor moves the fake clock through their back-off)
      const attempted = redis.attempts();
      await vi.waitFor(() => expect(redis.attempts()).toBeGreaterThanOrEqual(attempted + 3), { timeout: 10_000, interval: 20 });
      // and past the pause, when a request tries Redis again and fails again
      await vi.advanceTimersByTimeAsync(PAUSE_MS);
      expect((await anonymous()).status).toBe(429);
      expect(saidUnreachable()).toHaveLength(1);
    } finally {
      await paymentAllowance.close();
      await redis.close();
    }
  });
});
