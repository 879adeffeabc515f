// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoriesSchema, productSchema, productsSchema } from '../../api/catalog';
import { readAs } from '../../api/problem';
import type { ZodMiniType } from 'zod/mini';
import type { Product } from '../../ports/entities';
import { createTestServerApp } from '../test-support/test-server-app';
import { silentLogger } from '../log/log';

const app = createTestServerApp({ logger: silentLogger });
const getJson = async (path: string) => {
  const response = await app.request(path);
  return { response, body: (await response.json()) as unknown };
};
const CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing"];

describe('GET /products', () => {
  it('lists the built-in catalog: at least 24 products of the fakestore shape', async () => {
    const { response, body } = await getJson('/products');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const products = body as Product[];
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const product of products) {
      // the fakestore's fields, and a list price above the price for a product on a deal (ADR-022)
      const { listPrice, ...fakestoreFields } = product;
      expect(Object.keys(fakestoreFields).sort()).toEqual(['category', 'description', 'id', 'image', 'price', 'rating', 'title']);
      expect(product.price).toBeGreaterThan(0);
      expect(listPrice ?? Infinity).toBeGreaterThan(product.price);
      expect(product.rating.rate).toBeGreaterThanOrEqual(0);
      expect(product.rating.rate).toBeLessThanOrEqual(5);
      expect(product.image).toBe(`/images/products/${product.id}.svg`);
    }
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
  });

  it('has at least 5 products in each home category', async () => {
    const products = (await getJson('/products')).body as Product[];
    for (const category of CATEGORIES) {
      expect(products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('may be read from any site (public catalogue)', async () => {
    const response = await app.request('/products', { headers: { Origin: 'https://elsewhere.example' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('GET /products/categories', () => {
  it('lists the four category names once each, as the fakestore host does', async () => {
    const response = await app.request('/products/categories');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['electronics', 'jewelery', "men's clothing", "women's clothing"]);
  });
});

describe('GET /products/category/:name', () => {
  it('decodes the name and lists exactly that category', async () => {
    const { response, body } = await getJson("/products/category/men's%20clothing");
    expect(response.status).toBe(200);
    const products = body as Product[];
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.category === "men's clothing")).toBe(true);
  });

  it('answers 200 with an empty list for an unknown category', async () => {
    const { response, body } = await getJson('/products/category/garden%20furniture');
    expect(response.status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('GET /products/:id', () => {
  it('gets one product equal to the listed one', async () => {
    const all = (await getJson('/products')).body as Product[];
    const { response, body } = await getJson('/products/3');
    expect(response.status).toBe(200);
    expect(body).toEqual(all.find((p) => p.id === 3));
  });

  it('answers 404 with a JSON error for an unknown id', async () => {
    const { response, body } = await getJson('/products/987654321');
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: expect.any(String) });
  });

  it.each(['abc', '1.5', '-1', '0x10', '0', '007', '1e3', '99999999999999999999'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const { response, body } = await getJson(`/products/${id}`);
      expect(response.status).toBe(400);
      expect(body).toEqual({ error: 'A product id must be a positive whole number.' });
    },
  );
});

describe('a large catalogue for benchmarks', () => {
  it('generates the asked number of products, the same every time, over all four categories', async () => {
    const first = (await (
      await createTestServerApp({ catalogSize: 10_000, logger: silentLogger }).request('/products')
    ).json()) as Product[];
    const again = (await (
      await createTestServerApp({ catalogSize: 10_000, logger: silentLogger }).request('/products')
    ).json()) as Product[];
    expect(first).toHaveLength(10_000);
    expect(again).toEqual(first);
    expect(new Set(first.map((p) => p.id)).size).toBe(10_000);
    for (const category of CATEGORIES) {
      expect(first.filter((p) => p.category === category).length).toBeGreaterThan(2000);
    }
    expect(first.every((p) => p.price > 0 && p.rating.rate >= 0 && p.rating.rate <= 5)).toBe(true);
  });

  it('serves a picture and a detail page for a generated product', async () => {
    const big = createTestServerApp({ catalogSize: 10_000, logger: silentLogger });
    expect((await big.request('/products/9999')).status).toBe(200);
    const image = await big.request('/images/products/9999.svg');
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('Model 10999');
  });
});

describe('the catalogue answers as api/catalog.ts describes them (ADR-043)', () => {
  it.each([
    ['/products', productsSchema],
    ['/products/categories', categoriesSchema],
    ['/products/category/electronics', productsSchema],
    ['/products/1', productSchema],
  ] as [string, ZodMiniType][])('GET %s', async (path, schema) => {
    const { body } = await getJson(path);
    expect(readAs(schema, body)).toEqual({ ok: true, value: body });
  });

  it.each(['0', '01', '-1', '1.5', 'abc', '9'.repeat(16)])(
    'refuses the product id %s with the message of its schema',
    async (id) => {
      const { response, body } = await getJson(`/products/${id}`);
      expect(response.status).toBe(400);
      expect(body).toEqual({ error: 'A product id must be a positive whole number.' });
    },
  );
});
