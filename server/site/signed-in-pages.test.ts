// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/accounts';
import { createTestServerApp } from '../test-support/test-server-app';
import { silentLogger } from '../log/log';
import { StoreUnavailable } from '../store/store-unavailable';
import { listenWithAccounts } from '../test-support/shop-with-accounts';
import { signedInPageAt } from './signed-in-pages';

const dist = mkdtempSync(join(tmpdir(), 'shopfront-signed-in-'));
const SHELL = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
writeFileSync(join(dist, 'index.html'), SHELL);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A page load, as the browser sends it for an address typed or a link followed. */
const PAGE_LOAD = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate' };
const privacy = (response: Response) => ({
  cacheControl: response.headers.get('Cache-Control'),
  varies: response.headers.get('Vary')?.split(/,\s*/).includes('Cookie'),
});

describe("the server's word on the signed-in pages", () => {
  let shop: Awaited<ReturnType<typeof listenWithAccounts>>;
  beforeAll(async () => {
    shop = await listenWithAccounts({ staticDir: dist });
  });
  afterAll(() => shop.close());

  const load = (path: string, send: typeof fetch = fetch) =>
    send(`${shop.baseUrl}${path}`, { headers: PAGE_LOAD, redirect: 'manual' });

  it.each([
    ['/Orders', '/auth?reason=orders&redirect=%2FOrders'],
    ['/orders/pi_demo_7', '/auth?reason=orders&redirect=%2FOrders%2Fpi_demo_7'],
    ['/Payment', '/auth?reason=pay&redirect=%2FPayment'],
    ['/payment?buy=3&qty=2', '/auth?reason=pay&redirect=%2FPayment%3Fbuy%3D3%26qty%3D2'],
    ['/account', '/auth?redirect=%2Faccount'],
  ])('sends a signed-out shopper from %s to sign in (303), before any of the page', async (path, signIn) => {
    const response = await load(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(signIn);
    expect(privacy(response)).toEqual({ cacheControl: 'private, no-store', varies: true });
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('answers a signed-in shopper with the page, kept by no cache and apart for each cookie', async () => {
    const ada = await shop.signedUp('ada-pages');
    for (const path of ['/Orders', '/Orders/pi_demo_7', '/Payment?buy=3&qty=2', '/account']) {
      const response = await load(path, ada);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(privacy(response)).toEqual({ cacheControl: 'private, no-store', varies: true });
    }
  });

  it('sends to sign in once the session has ended, though the browser still sends its cookie', async () => {
    const bob = await shop.signedUp('bob-pages');
    const cookie = [...bob.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(
      (
        await bob(`${shop.baseUrl}/api/auth/sign-out`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(200);
    const response = await fetch(`${shop.baseUrl}/Orders`, { headers: { ...PAGE_LOAD, Cookie: cookie }, redirect: 'manual' });
    expect(response.status).toBe(303);
  });

  it('leaves every other page as it was, signed in or not', async () => {
    for (const path of ['/', '/Cart', '/auth', '/products/3', '/Ordersx', '/Orders/7/more']) {
      const response = await load(path);
      expect(response.status, path).not.toBe(303);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('leaves an API request to its route, which answers in JSON', async () => {
    const response = await fetch(`${shop.baseUrl}/api/orders`, { redirect: 'manual' });
    expect(response.status).toBe(401);
  });
});

describe('signed-in pages while the store cannot be reached', () => {
  it('leaves the page to the app, which checks the session again, rather than failing the load', async () => {
    const accounts = {
      handle: () => new Response(null, { status: 503 }),
      shopperOf: () => Promise.reject(new StoreUnavailable('PostgreSQL', new Error('connection refused'))),
    } as unknown as Accounts;
    const app = createTestServerApp({ staticDir: dist, accounts, logger: silentLogger });
    const response = await app.request('/Orders', { headers: { ...PAGE_LOAD, Cookie: 'better-auth.session_token=x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('which pages are signed-in pages', () => {
  it('knows them by the app’s routes, in any case, and nothing past them', () => {
    const none = new URLSearchParams();
    expect(signedInPageAt('/ORDERS/', none)).toEqual({ name: 'orders', reason: 'orders', returnTo: '/Orders' });
    expect(signedInPageAt('/orders/pi_1', none)).toEqual({ name: 'order', reason: 'orders', returnTo: '/Orders/pi_1' });
    expect(signedInPageAt('/Payment', new URLSearchParams('buy=8'))).toEqual({
      name: 'payment',
      reason: 'pay',
      returnTo: '/Payment?buy=8&qty=1',
      buy: 8,
    });
    // a Buy Now address naming no product: the app's own checkout says so
    expect(signedInPageAt('/Payment', new URLSearchParams('buy=x&qty=2'))).toEqual({
      name: 'payment',
      reason: 'pay',
      returnTo: '/Payment?buy=x&qty=2',
    });
    for (const path of ['/', '/Payment/x', '/account/x', '/Orders/1/2', '/auth', '/payments'])
      expect(signedInPageAt(path, none)).toBeNull();
  });
});
