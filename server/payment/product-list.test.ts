// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { createApp } from '../app';
import { silentLogger } from '../log';
import { listen } from '../test-support/listen';
import { ProductListUnavailable, remoteProductList } from './product-list';

/** A second shop server with a generated catalogue: a real fakestore-compatible host on loopback. */
let host: Awaited<ReturnType<typeof listen>>;
let products: Product[];
beforeAll(async () => {
  const app = createApp({ catalogSize: 40, logger: silentLogger });
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

/** id -> price, for comparing what the list answers */
const pricesOf = (products: Map<number, Product>) => new Map([...products].map(([id, product]) => [id, product.price]));

describe('products from a remote catalogue host (ADR-003)', () => {
  it("answers each product's price as the host serves it, and leaves out ids the host does not know", async () => {
    const [first, second] = products as [Product, Product];
    const found = await remoteProductList({ baseUrl: `${host.baseUrl}/` }).productsOf([first.id, second.id, 999_999]);
    // read as the pages read it: a picture's path is resolved against the host
    const asRead = (product: Product) => ({ ...product, image: new URL(product.image, `${host.baseUrl}/`).href });
    expect(found).toEqual(
      new Map([
        [first.id, asRead(first)],
        [second.id, asRead(second)],
      ]),
    );
  });

  it('takes an empty 200 answer (how the fakestore host answers an unknown id) as not in the catalogue', async () => {
    const empty = await listen(() => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    try {
      expect(await remoteProductList({ baseUrl: empty.baseUrl }).productsOf([21])).toEqual(new Map());
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
      await expect(remoteProductList({ baseUrl: broken.baseUrl }).productsOf([1])).rejects.toBeInstanceOf(ProductListUnavailable);
    } finally {
      await broken.close();
    }
  });

  it('reads prices as the pages do: a numeric string is a number, a missing or negative price is 0', async () => {
    const answers: Record<string, unknown> = {
      '/products/1': { id: 1, title: 'One', price: '12.50' },
      '/products/2': { id: 2, title: 'Two' },
      '/products/3': { id: 3, title: 'Three', price: -4 },
    };
    const host = await listen((request) => Response.json(answers[new URL(request.url).pathname] ?? null));
    try {
      expect(pricesOf(await remoteProductList({ baseUrl: host.baseUrl }).productsOf([1, 2, 3]))).toEqual(
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
    await expect(remoteProductList({ baseUrl: gone.baseUrl }).productsOf([1])).rejects.toBeInstanceOf(ProductListUnavailable);
  });

  it('remembers prices for a minute, then asks again', async () => {
    const counting = countingFetch();
    let now = 1_000_000;
    const list = remoteProductList({ baseUrl: host.baseUrl, fetch: counting.fetch, now: () => now });
    const ids = products.slice(0, 3).map((product) => product.id);
    await list.productsOf(ids);
    await list.productsOf([...ids, ids[0]!]);
    expect(counting.seen.requests).toBe(3);
    now += 60_001;
    await list.productsOf(ids);
    expect(counting.seen.requests).toBe(6);
  });

  it('asks for at most 8 products at once, however long the basket and however many baskets at once', async () => {
    const counting = countingFetch();
    const list = remoteProductList({ baseUrl: host.baseUrl, fetch: counting.fetch });
    const ids = products.map((product) => product.id);
    const [first, second] = await Promise.all([list.productsOf(ids.slice(0, 20)), list.productsOf(ids.slice(20))]);
    expect(first.size + second.size).toBe(products.length);
    expect(counting.seen.requests).toBe(products.length);
    expect(counting.seen.mostOpen).toBe(8);
  });

  it('is unavailable when the host answers a product without a title: it could not be recorded as sold', async () => {
    const untitled = await listen(() => Response.json({ id: 1, price: 2 }));
    try {
      await expect(remoteProductList({ baseUrl: untitled.baseUrl }).productsOf([1])).rejects.toBeInstanceOf(
        ProductListUnavailable,
      );
    } finally {
      await untitled.close();
    }
  });
});
