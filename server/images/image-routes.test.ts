// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { createTestServerApp } from '../test-support/test-server-app';
import { silentLogger } from '../log/log';

const app = createTestServerApp({ logger: silentLogger });

describe('product pictures', () => {
  it('serves every product its own SVG with a title, as image/svg+xml with a long cache', async () => {
    const products = (await (await app.request('/products')).json()) as Product[];
    const pictures = new Set<string>();
    for (const product of products) {
      const response = await app.request(product.image);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d{6,}/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title>${product.title.replace(/'/g, '&#39;')}</title>`);
      expect(svg.length).toBeLessThan(4000);
      pictures.add(svg.replace(/<title>.*<\/title>/, ''));
    }
    expect(pictures.size).toBe(products.length);
  });

  it.each(['/images/products/999.svg', '/images/products/abc.svg', '/images/products/1.png', '/images/products/1'])(
    'answers 404 JSON for %s',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    },
  );
});
