// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketChange } from '../test-support/basket-store-contract';
import { listenWithAccounts } from '../test-support/shop-with-accounts';
import { FOREIGN_ORIGIN } from './shop-origin';

type Shop = Awaited<ReturnType<typeof listenWithAccounts>>;
type Browser = Awaited<ReturnType<Shop['signedUp']>>;

const REFUSED = { status: 403, body: { error: FOREIGN_ORIGIN, code: 'foreign_origin' } };
const ADD_ONE = JSON.stringify({ changes: [basketChange('add', 1, 1)] });

/** A request sent with the shopper's cookie by a page at `origin` (none: a client that sends no Origin). */
async function sentFrom(shop: Shop, browser: Browser, origin: string | null, path: string, init: RequestInit) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = { 'Content-Type': 'application/json', Cookie: cookie, ...(origin ? { Origin: origin } : {}), ...init.headers };
  const response = await fetch(`${shop.baseUrl}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as unknown };
}
const putBasket = (shop: Shop, browser: Browser, origin: string | null) =>
  sentFrom(shop, browser, origin, '/api/basket/changes', { method: 'POST', body: ADD_ONE });
const basketOf = async (browser: Browser, shop: Shop) => (await (await browser(`${shop.baseUrl}/api/basket`)).json()) as unknown;

describe("the shop's own writes, on the shopper's session", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await listenWithAccounts({ allowedOrigins: ['https://app.example'] });
  });
  afterAll(() => shop.close());

  it('are refused, changing nothing, when a page of another site sends them', async () => {
    const ada = await shop.signedUp('ada-forged');
    expect(await putBasket(shop, ada, 'https://evil.example')).toEqual(REFUSED);
    expect(await putBasket(shop, ada, null)).toEqual(REFUSED);
    const pay = {
      method: 'POST',
      headers: { 'Idempotency-Key': 'forged-1' },
      body: JSON.stringify({ lines: [{ id: 1, amount: 1 }] }),
    };
    expect(await sentFrom(shop, ada, 'https://evil.example', '/payment/create', pay)).toEqual(REFUSED);
    const delivery = { method: 'PUT', body: JSON.stringify({ fullName: 'Mallory' }) };
    expect(await sentFrom(shop, ada, 'https://evil.example', '/api/orders/any/delivery', delivery)).toEqual(REFUSED);
    expect(await basketOf(ada, shop)).toEqual({ lines: [], version: 0 });
  });

  it("are taken from the shop's own pages and from the origins it is also served from", async () => {
    const bob = await shop.signedUp('bob-own-pages');
    expect(await putBasket(shop, bob, shop.baseUrl)).toMatchObject({ status: 200, body: { version: 1 } });
    const cy = await shop.signedUp('cy-other-origin');
    expect(await putBasket(shop, cy, 'https://app.example')).toMatchObject({ status: 200, body: { version: 1 } });
  });

  it('leave a request without a cookie to the routes, which know nobody by it', async () => {
    const response = await fetch(`${shop.baseUrl}/api/basket/changes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: ADD_ONE,
    });
    expect(response.status).toBe(401);
  });

  it('read freely, from any page', async () => {
    const dee = await shop.signedUp('dee-reads');
    const read = await fetch(`${shop.baseUrl}/api/basket`, {
      headers: { Cookie: [...dee.cookies].map(([name, value]) => `${name}=${value}`).join('; '), Origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });
});

describe('a shop with a public address (VITE_SITE_URL)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await listenWithAccounts({ siteUrl: 'https://shop.example' });
  });
  afterAll(() => shop.close());

  it('takes writes from that address only, not from the one the server listens at', async () => {
    const ada = await shop.signedUp('ada-public');
    expect(await putBasket(shop, ada, shop.baseUrl)).toEqual(REFUSED);
    expect(await putBasket(shop, ada, 'https://shop.example')).toMatchObject({ status: 200, body: { version: 1 } });
  });
});
