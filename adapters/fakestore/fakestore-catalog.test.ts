// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogError, NotFoundError } from '../../ports/errors';
import { createTestServerApp } from '../../server/test-support/test-server-app';
import { silentLogger } from '../../server/log/log';
import { listen } from '../../server/test-support/listen';
import { catalogContract } from '../../test-doubles/contracts/catalog-contract';
import { createFakestoreCatalog } from './fakestore-catalog';

const GOOD = {
  id: 7,
  title: 'Trail Running Shoes',
  price: 89.5,
  description: 'Grippy soles.',
  category: "men's clothing",
  image: 'https://img.example/7.png',
  rating: { rate: 4.2, count: 31 },
};

/** A fetch that answers every request with this status and body, and records the URLs asked. */
function fetchDouble(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

const catalogAnswering = (status: number, body: unknown, baseUrl = 'https://shop.example') =>
  createFakestoreCatalog({ baseUrl, fetch: fetchDouble(status, body).fetch });

describe('fakestore adapter: the calls it makes', () => {
  it('asks for /products, /products/category/{encoded name} and /products/{id} on the base URL', async () => {
    const double = fetchDouble(200, [GOOD]);
    const catalog = createFakestoreCatalog({ baseUrl: 'https://shop.example/', fetch: double.fetch });
    await catalog.listProducts();
    await catalog.listCategory("men's clothing");
    const single = fetchDouble(200, GOOD);
    await createFakestoreCatalog({ baseUrl: '', fetch: single.fetch }).getProduct(7);
    expect(double.urls).toEqual(['https://shop.example/products', "https://shop.example/products/category/men's%20clothing"]);
    expect(single.urls).toEqual(['/products/7']);
  });
});

describe('fakestore adapter: answers are checked at the edge (ADR-007)', () => {
  it('keeps a good product as it is', async () => {
    expect(await catalogAnswering(200, [GOOD]).listProducts()).toEqual([GOOD]);
  });

  it.each([
    ['missing', undefined],
    ['text', 'cheap'],
    ['negative', -5],
    ['null', null],
    ['infinite as text', 'Infinity'],
  ])('makes a %s price 0', async (_, price) => {
    const [product] = await catalogAnswering(200, [{ ...GOOD, price }]).listProducts();
    expect(product!.price).toBe(0);
  });

  it('reads a price sent as numeric text', async () => {
    const [product] = await catalogAnswering(200, [{ ...GOOD, price: '12.50' }]).listProducts();
    expect(product!.price).toBe(12.5);
  });

  it('keeps a list price above the price: the product is on a deal (ADR-022)', async () => {
    const [product] = await catalogAnswering(200, [{ ...GOOD, price: 42.99, listPrice: '71.65' }]).listProducts();
    expect(product).toEqual({ ...GOOD, price: 42.99, listPrice: 71.65 });
  });

  it.each([
    ['a host without list prices', undefined],
    ['a list price no higher than the price', 10],
    ['a list price that is not a number', 'soon'],
  ])('shows no deal for %s', async (_, listPrice) => {
    const [product] = await catalogAnswering(200, [{ ...GOOD, price: 10, listPrice }]).listProducts();
    expect(product).toEqual({ ...GOOD, price: 10 });
  });

  it('makes a missing or broken rating rate 0 and count 0, and clamps the rate to 0-5', async () => {
    const products = await catalogAnswering(200, [
      { ...GOOD, id: 1, rating: undefined },
      { ...GOOD, id: 2, rating: 'great' },
      { ...GOOD, id: 3, rating: { rate: 7.5, count: 3 } },
      { ...GOOD, id: 4, rating: { rate: -1, count: -4 } },
      { ...GOOD, id: 5, rating: { rate: 'x' } },
    ]).listProducts();
    expect(products.map((p) => p.rating)).toEqual([
      { rate: 0, count: 0 },
      { rate: 0, count: 0 },
      { rate: 5, count: 3 },
      { rate: 0, count: 0 },
      { rate: 0, count: 0 },
    ]);
  });

  it('makes missing texts empty and drops image addresses that are not pictures', async () => {
    const [product] = await catalogAnswering(200, [{ id: 1, title: 'Lamp', image: 'javascript:alert(1)' }]).listProducts();
    expect(product).toEqual({
      id: 1,
      title: 'Lamp',
      price: 0,
      description: '',
      category: '',
      image: '',
      rating: { rate: 0, count: 0 },
    });
  });

  it('resolves an image path against the catalogue host, and keeps it as a path on the same origin', async () => {
    const remote = await catalogAnswering(
      200,
      [{ ...GOOD, image: '/images/products/7.svg' }],
      'http://localhost:4000',
    ).listProducts();
    expect(remote[0]!.image).toBe('http://localhost:4000/images/products/7.svg');
    const local = await catalogAnswering(200, [{ ...GOOD, image: '/images/products/7.svg' }], '').listProducts();
    expect(local[0]!.image).toBe('/images/products/7.svg');
  });

  it.each([
    ['an object', { products: [GOOD] }],
    ['null', null],
    ['text', 'products'],
  ])('throws CatalogError when /products answers %s instead of a list', async (_, body) => {
    await expect(catalogAnswering(200, body).listProducts()).rejects.toBeInstanceOf(CatalogError);
  });

  it.each([
    ['a product that is not an object', ['a lamp']],
    ['a product that is null', [null]],
    ['a product without id', [{ ...GOOD, id: undefined }]],
    ['a product with a fractional id', [{ ...GOOD, id: 1.5 }]],
    ['a product without title', [{ ...GOOD, title: undefined }]],
    ['a product with an empty title', [{ ...GOOD, title: '  ' }]],
  ])('throws CatalogError for %s', async (_, body) => {
    await expect(catalogAnswering(200, body).listProducts()).rejects.toBeInstanceOf(CatalogError);
  });

  it('treats a category answer that is not a list as empty (requirements §7)', async () => {
    expect(await catalogAnswering(200, { message: 'no such category' }).listCategory('garden')).toEqual([]);
    expect(await catalogAnswering(200, null).listCategory('garden')).toEqual([]);
  });

  it('throws CatalogError for a broken product inside a category list', async () => {
    await expect(catalogAnswering(200, [{ id: 2 }]).listCategory('x')).rejects.toBeInstanceOf(CatalogError);
  });
});

describe('fakestore adapter: failures', () => {
  it('throws NotFoundError for HTTP 404 on a product', async () => {
    await expect(catalogAnswering(404, { error: 'No product' }).getProduct(5)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws NotFoundError for the empty 200 the public fakestore host gives an unknown id', async () => {
    await expect(catalogAnswering(200, '').getProduct(5)).rejects.toBeInstanceOf(NotFoundError);
    await expect(catalogAnswering(200, 'null').getProduct(5)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('throws NotFoundError without asking for an id that cannot exist', async () => {
    const double = fetchDouble(200, GOOD);
    const catalog = createFakestoreCatalog({ baseUrl: '', fetch: double.fetch });
    for (const id of [0, -1, 1.5, Number.NaN]) await expect(catalog.getProduct(id)).rejects.toBeInstanceOf(NotFoundError);
    expect(double.urls).toEqual([]);
  });

  it('throws CatalogError when the host answers another product than asked', async () => {
    await expect(catalogAnswering(200, GOOD).getProduct(8)).rejects.toBeInstanceOf(CatalogError);
  });

  it.each([500, 503, 403])('throws CatalogError for HTTP %i, with the address in the message', async (status) => {
    const error = await catalogAnswering(status, { error: 'x' })
      .listProducts()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as Error).message).toBe(`GET https://shop.example/products answered HTTP ${status}`);
  });

  it('throws CatalogError for a 404 on a list', async () => {
    await expect(catalogAnswering(404, 'Not Found').listProducts()).rejects.toBeInstanceOf(CatalogError);
  });

  it('throws CatalogError for malformed JSON', async () => {
    const error = await catalogAnswering(200, '[{"id": 1,')
      .listProducts()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as Error).message).toMatch(/not JSON/);
  });

  it('throws CatalogError for a network failure', async () => {
    const catalog = createFakestoreCatalog({
      baseUrl: 'https://shop.example',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await catalog.getProduct(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as Error).message).toBe('GET https://shop.example/products/1 failed: fetch failed');
  });
});

describe('fakestore adapter against the embedded server', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(createTestServerApp({ logger: silentLogger }).fetch);
  });
  afterAll(() => server.close());

  catalogContract('fakestore adapter against the embedded server', () => createFakestoreCatalog({ baseUrl: server.baseUrl }));

  it('reads a category whose name needs encoding', async () => {
    const products = await createFakestoreCatalog({ baseUrl: server.baseUrl }).listCategory("women's clothing");
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.category === "women's clothing")).toBe(true);
  });

  it('gives pictures the server really serves', async () => {
    const [product] = await createFakestoreCatalog({ baseUrl: server.baseUrl }).listProducts();
    const picture = await fetch(product!.image);
    expect(picture.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('fakestore adapter: search', () => {
  it('does not ask the host for a blank query', async () => {
    const double = fetchDouble(200, [GOOD]);
    expect(await createFakestoreCatalog({ baseUrl: '', fetch: double.fetch }).searchProducts('  ')).toEqual([]);
    expect(double.urls).toEqual([]);
  });

  it('searches only the category list when a category is given', async () => {
    const double = fetchDouble(200, [GOOD]);
    const catalog = createFakestoreCatalog({ baseUrl: '', fetch: double.fetch });
    expect(await catalog.searchProducts('running', { category: "men's clothing" })).toEqual([GOOD]);
    expect(double.urls).toEqual(["/products/category/men's%20clothing"]);
  });
});
