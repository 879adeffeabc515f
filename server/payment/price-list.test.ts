// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { createApp } from '../app';
import { silentLogger } from '../log';
import { listen } from '../test-support/listen';
import { PriceListUnavailable, remotePriceList } from './price-list';

/** A second shop server with a generated catalogue: a real fakestore-compatible host on loopback. */
let host: Awaited<ReturnType<typeof listen>>;
let products: Product[];
beforeAll(async () => {
  const app = createApp({ catalogueSize: 40, logger: silentLogger });
  host = await listen((request) => app.fetch(request));
  products = (await (await fetch(`${host.baseUrl}/products`)).json()) as Product[];
});
afterAll(() => host.close());

/** fetch that counts the requests it makes and the most it had open at once. */
function countingFetch() {
  const seen = { requests: 0, open: 0, mostOpen: 0 };
  const counted: typeof fetch = async (input, init) => {
    seen.requests += 1;
    seen.open += 1;
    seen.mostOpen = Math.max(seen.mostOpen, seen.open);
    try {
      return await fetch(input, init);
    } finally {
      seen.open -= 1;
    }
  };
  return { seen, fetch: counted };
}

describe('prices from a remote catalogue host (design decision 3)', () => {
  it("answers each product's price as the host serves it, and leaves out ids the host does not know", async () => {
    const [first, second] = products as [Product, Product];
    const prices = await remotePriceList({ baseUrl: `${host.baseUrl}/` }).pricesOf([first.id, second.id, 999_999]);
    expect(prices).toEqual(
      new Map([
        [first.id, first.price],
        [second.id, second.price],
      ]),
    );
  });

  it('takes an empty 200 answer (how the fakestore host answers an unknown id) as not in the catalogue', async () => {
    const empty = await listen(() => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    try {
      expect(await remotePriceList({ baseUrl: empty.baseUrl }).pricesOf([21])).toEqual(new Map());
    } finally {
      await empty.close();
    }
  });

  it.each([
    ['answers 500', () => new Response('{"error":"down"}', { status: 500 })],
    ['answers a list instead of a product', () => Response.json([{ id: 1, price: 2 }])],
    ['answers HTML', () => new Response('<!doctype html><p>maintenance</p>', { status: 200 })],
  ])('is unavailable when the host %s: nothing may be charged', async (_, answer) => {
    const broken = await listen(answer);
    try {
      await expect(remotePriceList({ baseUrl: broken.baseUrl }).pricesOf([1])).rejects.toBeInstanceOf(PriceListUnavailable);
    } finally {
      await broken.close();
    }
  });

  it('reads prices as the pages do: a numeric string is a number, a missing or negative price is 0', async () => {
    const answers: Record<string, unknown> = {
      '/products/1': { id: 1, price: '12.50' },
      '/products/2': { id: 2 },
      '/products/3': { id: 3, price: -4 },
    };
    const host = await listen((request) => Response.json(answers[new URL(request.url).pathname] ?? null));
    try {
      expect(await remotePriceList({ baseUrl: host.baseUrl }).pricesOf([1, 2, 3])).toEqual(
        new Map([
          [1, 12.5],
          [2, 0],
          [3, 0],
        ]),
      );
    } finally {
      await host.close();
    }
  });

  it('is unavailable when the host cannot be reached', async () => {
    const gone = await listen(() => new Response('{}'));
    await gone.close();
    await expect(remotePriceList({ baseUrl: gone.baseUrl }).pricesOf([1])).rejects.toBeInstanceOf(PriceListUnavailable);
  });

  it('remembers prices for a minute, then asks again', async () => {
    const counting = countingFetch();
    let now = 1_000_000;
    const list = remotePriceList({ baseUrl: host.baseUrl, fetch: counting.fetch, now: () => now });
    const ids = products.slice(0, 3).map((product) => product.id);
    await list.pricesOf(ids);
    await list.pricesOf([...ids, ids[0]!]);
    expect(counting.seen.requests).toBe(3);
    now += 60_001;
    await list.pricesOf(ids);
    expect(counting.seen.requests).toBe(6);
  });

  it('asks for at most 8 products at once, however long the basket', async () => {
    const counting = countingFetch();
    const prices = await remotePriceList({ baseUrl: host.baseUrl, fetch: counting.fetch }).pricesOf(
      products.map((product) => product.id),
    );
    expect(prices.size).toBe(products.length);
    expect(counting.seen.requests).toBe(products.length);
    expect(counting.seen.mostOpen).toBeLessThanOrEqual(8);
  });
});
