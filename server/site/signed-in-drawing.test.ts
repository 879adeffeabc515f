// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../ledger/sql-ledger';
import { newPayment } from '../test-support/ledger-contract';
import { createMemoryLogger } from '../test-support/memory-logger';
import { listenWithAccounts } from '../test-support/shop-with-accounts';
import { basketChange, basketLine } from '../test-support/basket-store-contract';
import type { SignedInPageData, SignedInPageRenderer } from './signed-in-drawing';

/** A built site (dist/) and its render build's frames beside it (dist-ssr/frames/); none when `frames` is false. */
function builtSite(frames: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'shopfront-drawn-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), SHELL);
  if (frames) {
    mkdirSync(join(root, 'dist-ssr', 'frames'), { recursive: true });
    for (const name of ['orders', 'order', 'payment', 'account'])
      writeFileSync(join(root, 'dist-ssr', 'frames', `${name}.html`), frameOf(name));
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return dist;
}

const SHELL =
  '<!doctype html><html><head><title>Shopfront: online shopping</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
/** a page's frame as the pre-render step writes it: the marks, and the route's own start */
const frameOf = (name: string) =>
  `<!doctype html><html><head><!--drawn-head--><style>main{}</style></head><body><div id="root"><!--drawn-page--></div><script type="application/json" id="prerendered-state">"drawn-state"</script><script>start("${name}")</script></body></html>`;
const dist = builtSite(true);

const PAGE_LOAD = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' };

/** The app's render build, as far as the server can tell: what it was asked to draw, and a page naming it. */
function rendererDouble(fail = false) {
  const asked: { url: string; data: SignedInPageData }[] = [];
  const renderer: SignedInPageRenderer = {
    async renderSignedInPage(url, data) {
      if (fail) throw new Error('the render build broke');
      asked.push({ url, data });
      return {
        html: `<main>Drawn ${url} for ${data.user.email}</main>`,
        head: '<title>Your Orders | Shopfront</title>',
        state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
        statusCode: 200,
        whole: true,
      };
    },
  };
  return { renderer, asked };
}

describe('signed-in pages drawn by the server', () => {
  const logged = createMemoryLogger();
  const { renderer, asked } = rendererDouble();
  let shop: Awaited<ReturnType<typeof listenWithAccounts>>;
  beforeAll(async () => {
    shop = await listenWithAccounts({ staticDir: dist, signedInRenderer: renderer, logger: logged.logger });
  });
  afterAll(() => shop.close());
  afterEach(() => {
    asked.length = 0;
  });

  /** ada, signed in, with two paid orders and a basket kept by the server */
  async function ada() {
    const browser = await shop.signedUp(`ada-${Math.random().toString(36).slice(2)}`);
    const { user } = (await (await browser(`${shop.baseUrl}/api/auth/get-session`)).json()) as {
      user: { id: string; email: string };
    };
    const ledger = createLedger(shop.store);
    for (const created of [1_700_000_000, 1_800_000_000]) {
      const payment = await ledger.record(newPayment({ shopper: { uid: user.id, email: user.email }, created }));
      await ledger.setStatus(payment.intentId, 'succeeded', created + 5);
    }
    const put = await browser(`${shop.baseUrl}/api/basket/changes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes: [basketChange('add', 3, 2)] }),
    });
    expect(put.status).toBe(200);
    return { browser, user };
  }

  it("draws /Orders with the shopper's orders, newest first, and the basket the server keeps", async () => {
    const { browser, user } = await ada();
    const response = await browser(`${shop.baseUrl}/Orders`, { headers: PAGE_LOAD });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(html).toContain(`<div id="root"><main>Drawn /Orders for ${user.email}</main></div>`);
    expect(html).toContain('<script>start("orders")</script>');
    const { url, data } = asked[0]!;
    expect(url).toBe('/Orders');
    expect(data.user).toEqual({ uid: user.id, email: user.email });
    expect(data.basket).toEqual([basketLine(3, 2)]);
    // the version the browser syncs from, without reading the basket again
    expect(data.basketVersion).toBe(1);
    expect(data.orders).toEqual(await (await browser(`${shop.baseUrl}/api/orders`)).json());
    expect(data.orders!.map((order) => order.created)).toEqual([1_800_000_000, 1_700_000_000]);
  });

  it("puts the page's head, markup and state in its own frame, the state where no text in it can end the block", async () => {
    const { browser, user } = await ada();
    const html = await (await browser(`${shop.baseUrl}/Orders/pi_x?from=mail`, { headers: PAGE_LOAD })).text();
    expect(asked[0]!.url).toBe('/Orders/pi_x?from=mail');
    expect(html).toContain('<head><title>Your Orders | Shopfront</title><style>main{}</style></head>');
    expect(html).toContain(`<div id="root"><main>Drawn /Orders/pi_x?from=mail for ${user.email}</main></div>`);
    expect(html).toContain('<script>start("order")</script>');
    expect(html).toContain(
      '<script type="application/json" id="prerendered-state">{"queries":[{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script>',
    );
  });

  it('draws /account without reading the orders', async () => {
    const { browser } = await ada();
    await browser(`${shop.baseUrl}/account`, { headers: PAGE_LOAD });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.data.orders).toBeUndefined();
  });

  it('draws /Payment with the basket, and no orders', async () => {
    const { browser, user } = await ada();
    const response = await browser(`${shop.baseUrl}/Payment`, { headers: PAGE_LOAD });
    expect(await response.text()).toContain(`<main>Drawn /Payment for ${user.email}</main>`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const { data } = asked[0]!;
    expect(data.basket).toEqual([basketLine(3, 2)]);
    expect(data.orders).toBeUndefined();
    expect(data.buyNow).toBeUndefined();
  });

  it("draws Buy Now's checkout with its product as the catalogue sells it, and without one it does not have", async () => {
    const { browser } = await ada();
    const products = (await (await fetch(`${shop.baseUrl}/products`)).json()) as { id: number; title: string; price: number }[];
    const product = products[1]!;
    await browser(`${shop.baseUrl}/payment?buy=${product.id}&qty=2`, { headers: PAGE_LOAD });
    expect(asked[0]!.url).toBe(`/payment?buy=${product.id}&qty=2`);
    expect(asked[0]!.data.buyNow).toMatchObject({ id: product.id, title: product.title, price: product.price });
    await browser(`${shop.baseUrl}/Payment?buy=999999`, { headers: PAGE_LOAD });
    expect(asked[1]!.data.buyNow).toBeUndefined();
  });
});

describe('a signed-in page the server cannot draw', () => {
  it('is the shell, for the browser to draw, and the failure is logged', async () => {
    const logged = createMemoryLogger();
    const shop = await listenWithAccounts({
      staticDir: dist,
      signedInRenderer: rendererDouble(true).renderer,
      logger: logged.logger,
    });
    try {
      const browser = await shop.signedUp('bob-drawing-fails');
      const response = await browser(`${shop.baseUrl}/Orders`, { headers: PAGE_LOAD });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(logged.all()).toMatch(/Could not draw \/Orders on the server; the browser draws it.*the render build broke/s);
    } finally {
      await shop.close();
    }
  });

  it('is the shell where the build has no frame for it, and that is logged', async () => {
    const logged = createMemoryLogger();
    const shop = await listenWithAccounts({
      staticDir: builtSite(false),
      signedInRenderer: rendererDouble().renderer,
      logger: logged.logger,
    });
    try {
      const browser = await shop.signedUp('bob-no-frames');
      expect(await (await browser(`${shop.baseUrl}/account`, { headers: PAGE_LOAD })).text()).toBe(SHELL);
      expect(logged.all()).toMatch(/the build has no frame to draw \/account in/);
    } finally {
      await shop.close();
    }
  });
});
