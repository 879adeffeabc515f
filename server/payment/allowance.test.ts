// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { freePort } from '../test-support/engines';
import { createMemoryLogger } from '../test-support/memory-logger';
import { createPaymentAllowance } from './allowance';

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('a payment allowance whose Redis cannot be reached from the start', () => {
  it('limits in this process’s memory, answers at once, and says so once', async () => {
    // nobody listens there: every connection attempt is refused
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    const { logger, lines } = createMemoryLogger();
    const paymentAllowance = createPaymentAllowance({ limit: 2, windowMs: 60_000, redisUrl, trustProxyHops: 0, logger });
    const app = createTestServerApp({ logger, paymentAllowance });
    const anonymous = () => app.request('/payment/intents/pi_demo_x', {}, from('203.0.113.7'));
    try {
      const started = Date.now();
      expect([(await anonymous()).status, (await anonymous()).status, (await anonymous()).status]).toEqual([401, 401, 429]);
      expect(Date.now() - started).toBeLessThan(1_000);
      // several reconnection attempts later
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines.filter((line) => line.includes('The shared payment allowance (Redis) is unreachable'))).toHaveLength(1);
    } finally {
      await paymentAllowance.close();
    }
  });
});
