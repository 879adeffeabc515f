// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { createTestServerApp } from '../test-support/test-server-app';
import { silentLogger } from '../log/log';
import { listen } from '../test-support/listen';
import { CatalogPricesUnavailable, remoteCatalogPrices } from './catalog-prices';

/** A second shop server with a generated catalogue: a real fakestore-compatible host on loopback. */
let host: Awaited<ReturnType<typeof listen>>;
let products: Product[];
beforeAll(async () => {
  const app = createTestServerApp({ catalogSize: 40, logger: silentLogger });
  host = await listen((request) => app.fetch(request));
  products = (await (await fetch(`${host.baseUrl}/products`)).json()) as Product[];
});
afterAll(() => host.close());

/** A host answering by path, for as long as the test runs. */
const hostDoubles: Awaited<ReturnType<typeof listen>>[] = [];
async function hostDouble(answer: (path: string) => Response | Promise<Response>) {
  const double = await listen((request) => answer(new URL(request.url).pathname));
  hostDoubles.push(double);
  return double;
}
afterEach(() => Promise.all(hostDoubles.splice(0).map((double) => double.close())));

/** fetch that counts the list and single-product requests it makes, and the most it had open at once. */
function countingFetch() {
  const seen = { lists: 0, lookups: 0, open: 0, mostOpen: 0 };
  const counted: typeof fetch = async (input, init) => {
    if (new URL(String(input)).pathname === '/products') seen.lists += 1;
    else seen.lookups += 1;
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
/** ids no catalogue here holds */
const unknownIds = (count: number, from = 100_000) => Array.from({ length: count }, (_, index) => from + index);
const never = () => new Promise<Response>(() => {});

describe('products from a remote catalogue host (ADR-003)', () => {
  it("answers each product's price as the host serves it, and leaves out ids the host does not know", async () => {
    const [first, second] = products as [Product, Product];
    const found = await remoteCatalogPrices({ baseUrl: `${host.baseUrl}/` }).productsOf([first.id, second.id, 999_999]);
    // read as the pages read it: a picture's path is resolved against the host
    const asRead = (product: Product) => ({ ...product, image: new URL(product.image, `${host.baseUrl}/`).href });
    expect(found).toEqual(
      new Map([
        [first.id, asRead(first)],
        [second.id, asRead(second)],
      ]),
    );
  });

  it('reads prices as the pages do: a numeric string is a number, a missing or negative price is 0', async () => {
    const list = [
      { id: 1, title: 'One', price: '12.50' },
      { id: 2, title: 'Two' },
      { id: 3, title: 'Three', price: -4 },
    ];
    const double = await hostDouble(() => Response.json(list));
    expect(pricesOf(await remoteCatalogPrices({ baseUrl: double.baseUrl }).productsOf([1, 2, 3]))).toEqual(
      new Map([
        [1, 12.5],
        [2, 0],
        [3, 0],
      ]),
    );
  });

  it.each([
    ['404', () => new Response('Not found', { status: 404 })],
    // how the fakestore host answers an unknown id
    ['an empty 200', () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ])('takes an id the host answers with %s as not in the catalogue, and remembers that', async (_, answer) => {
    const double = await hostDouble((path) => (path === '/products' ? Response.json([]) : answer()));
    const counting = countingFetch();
    const list = remoteCatalogPrices({ baseUrl: double.baseUrl, fetch: counting.fetch });
    expect(await list.productsOf([21])).toEqual(new Map());
    expect(await list.productsOf([21])).toEqual(new Map());
    expect(counting.seen.lookups).toBe(1);
  });

  it.each([
    ['the list answers 500', () => new Response('{"error":"down"}', { status: 500 })],
    ['the list answers HTML', () => new Response('<!doctype html><p>maintenance</p>', { status: 200 })],
    ['the list is not a list', () => Response.json({ id: 1, title: 'One', price: 2 })],
    // it could not be recorded as sold
    ['a product in the list has no title', () => Response.json([{ id: 1, price: 2 }])],
  ])('is unavailable when %s: nothing may be charged', async (_, answer) => {
    const double = await hostDouble(answer);
    await expect(remoteCatalogPrices({ baseUrl: double.baseUrl }).productsOf([1])).rejects.toBeInstanceOf(
      CatalogPricesUnavailable,
    );
  });

  it.each([
    ['answers 500', () => new Response('{"error":"down"}', { status: 500 })],
    ['answers a list instead of a product', () => Response.json([{ id: 1, title: 'One', price: 2 }])],
    ['answers another product', () => Response.json({ id: 2, title: 'Two', price: 2 })],
  ])('is unavailable when a product not in the list is looked up and the host %s', async (_, answer) => {
    const double = await hostDouble((path) => (path === '/products' ? Response.json([]) : answer()));
    await expect(remoteCatalogPrices({ baseUrl: double.baseUrl }).productsOf([1])).rejects.toBeInstanceOf(
      CatalogPricesUnavailable,
    );
  });

  it('is unavailable when the host cannot be reached', async () => {
    const gone = await listen(() => new Response('{}'));
    await gone.close();
    await expect(remoteCatalogPrices({ baseUrl: gone.baseUrl }).productsOf([1])).rejects.toBeInstanceOf(CatalogPricesUnavailable);
  });

  it.each([
    ['the list', () => never()],
    ['a product looked up', (path: string) => (path === '/products' ? Response.json([]) : never())],
  ])('is unavailable when the host never answers %s, once the timeout has passed', async (_, answer) => {
    const double = await hostDouble(answer);
    await expect(remoteCatalogPrices({ baseUrl: double.baseUrl, timeoutMs: 50 }).productsOf([1])).rejects.toBeInstanceOf(
      CatalogPricesUnavailable,
    );
  });
});

describe('upstream lookups are bounded, so that one basket cannot slow another (ADR-009)', () => {
  it('prices a basket of known products from the list, without asking for each', async () => {
    const counting = countingFetch();
    const basket = products.slice(0, 10);
    const found = await remoteCatalogPrices({ baseUrl: host.baseUrl, fetch: counting.fetch }).productsOf(basket.map((p) => p.id));
    expect(pricesOf(found)).toEqual(new Map(basket.map((product) => [product.id, product.price])));
    expect(counting.seen).toMatchObject({ lists: 1, lookups: 0 });
  });

  it('looks up at most 3 ids of a basket one by one: the rest, not in the list, are not in the catalogue', async () => {
    const counting = countingFetch();
    const list = remoteCatalogPrices({ baseUrl: host.baseUrl, fetch: counting.fetch });
    expect(await list.productsOf([products[0]!.id, ...unknownIds(100)])).toEqual(new Map([[products[0]!.id, expect.anything()]]));
    expect(counting.seen).toMatchObject({ lists: 1, lookups: 3 });
  });

  it('fetches the list once for many baskets at once', async () => {
    const counting = countingFetch();
    const list = remoteCatalogPrices({ baseUrl: host.baseUrl, fetch: counting.fetch });
    const answers = await Promise.all(products.slice(0, 20).map((product) => list.productsOf([product.id])));
    expect(answers.map((found) => [...found.keys()])).toEqual(products.slice(0, 20).map((product) => [product.id]));
    expect(counting.seen).toMatchObject({ lists: 1, lookups: 0 });
  });

  it('asks the host nothing more for a minute, then fetches the list again', async () => {
    const counting = countingFetch();
    let now = 1_000_000;
    const list = remoteCatalogPrices({ baseUrl: host.baseUrl, fetch: counting.fetch, now: () => now });
    const ids = [...products.slice(0, 3).map((product) => product.id), 999_999];
    await list.productsOf(ids);
    expect(counting.seen).toMatchObject({ lists: 1, lookups: 1 });
    now += 59_000;
    expect([...(await list.productsOf([...ids, ids[0]!])).keys()]).toEqual(ids.slice(0, 3));
    expect(counting.seen).toMatchObject({ lists: 1, lookups: 1 });
    now += 1_001;
    await list.productsOf(ids);
    expect(counting.seen).toMatchObject({ lists: 2, lookups: 2 });
  });

  it('has at most 8 single-product lookups in flight, however many baskets at once', async () => {
    const double = await hostDouble((path) =>
      path === '/products' ? Response.json([]) : Response.json({ id: Number(path.split('/').pop()), title: 'New', price: 1 }),
    );
    const counting = countingFetch();
    const list = remoteCatalogPrices({ baseUrl: double.baseUrl, fetch: counting.fetch });
    const answers = await Promise.all([0, 1, 2, 3, 4].map((basket) => list.productsOf(unknownIds(3, 3 * basket + 1))));
    expect(answers.map((found) => found.size)).toEqual([3, 3, 3, 3, 3]);
    expect(counting.seen).toMatchObject({ lookups: 15, mostOpen: 8 });
  });

  it("answers a basket of listed products while another client's unknown ids are held up at a slow host", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lookupArrived!: () => void;
    const lookupsHeld = new Promise<void>((resolve) => (lookupArrived = resolve));
    // prompt with its products, slow to say that an id is unknown
    const slow = await hostDouble(async (path) => {
      if (path === '/products') return Response.json(products);
      const known = products.find((product) => path === `/products/${product.id}`);
      if (known) return Response.json(known);
      lookupArrived();
      await released;
      return new Response('Not found', { status: 404 });
    });
    const list = remoteCatalogPrices({ baseUrl: slow.baseUrl });
    await list.productsOf([products[0]!.id]); // the list is now fresh

    const finished: string[] = [];
    const unknownBasket = list.productsOf(unknownIds(100));
    void unknownBasket.then(() => finished.push('unknown ids'));
    await lookupsHeld;
    const listedBasket = list.productsOf(products.slice(10, 20).map((product) => product.id));
    void listedBasket.then(() => finished.push('listed products'));
    // the held lookups go once the listed basket is answered, or after a second should it be waiting for them:
    // then the order below shows it, rather than a hung test
    void listedBasket.finally(release);
    setTimeout(release, 1_000).unref();

    expect((await listedBasket).size).toBe(10);
    expect(await unknownBasket).toEqual(new Map());
    expect(finished).toEqual(['listed products', 'unknown ids']);
  });
});
