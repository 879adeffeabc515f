// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from './test-support/test-server-app';
import { asShopper, namedShoppers } from './test-support/shopper';

// server/app.ts mounts each room under its own path: each answers there, and nowhere else
describe('the server app', () => {
  const app = createTestServerApp({ identify: namedShoppers });
  const statusOf = async (path: string, init?: RequestInit) => (await app.request(path, init)).status;

  it.each([
    ['/products', 200],
    ['/products/categories', 200],
    ['/products/category/electronics', 200],
    ['/products/1', 200],
    ['/images/products/1.svg', 200],
    ['/api/stock?ids=1,2', 200],
    ['/healthz', 200],
    ['/readyz', 200],
  ])('answers GET %s with %i', async (path, status) => {
    expect(await statusOf(path)).toBe(status);
  });

  it('asks for a shopper on the payment and order routes', async () => {
    expect(await statusOf('/payment/create?total=100', { method: 'POST' })).toBe(401);
    expect(await statusOf('/api/orders')).toBe(401);
    expect(await statusOf('/api/orders', { headers: asShopper('ada') })).toBe(200);
  });

  it('answers a path under no room as not found', async () => {
    expect(await statusOf('/create')).toBe(404);
    expect(await statusOf('/intents/pi_1')).toBe(404);
    expect(await statusOf('/api/orders/pi_unknown', { headers: asShopper('ada') })).toBe(404);
  });
});

describe("the cloud shop's origins (ADR-032, ADR-042)", () => {
  const app = createTestServerApp({ identify: namedShoppers, allowedOrigins: ['https://shop.example'] });

  it.each([
    ['POST', '/api/basket/changes'],
    ['PUT', '/api/orders/pi_1/delivery'],
    ['POST', '/payment/create'],
  ])('may %s %s from an allowed origin', async (method, path) => {
    const preflight = await app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': method },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain(method);
  });
});
