import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import type { RenderBuild } from '../../server/site/render-build';

// The render build must stand alone: a server installed with `npm ci --omit=dev` has none of the
// app's packages (React, the router), yet draws the signed-in pages (ADR-036) and the browse pages
// (ADR-049) with it.
describe('the render build', () => {
  // a folder with no node_modules anywhere above it, as on a production server
  const alone = mkdtempSync(join(tmpdir(), 'render-build-'));
  let renderer: RenderBuild;
  beforeAll(async () => {
    cpSync('dist-ssr', alone, { recursive: true });
    renderer = (await import(pathToFileURL(join(alone, 'prerender-entry.js')).href)) as RenderBuild;
  });
  afterAll(() => rmSync(alone, { recursive: true, force: true }));

  it('draws a signed-in page with no package installed beside it', async () => {
    const page = await renderer.renderSignedInPage('/account', {
      user: { uid: 'u1', email: 'ada@example.com' },
      basket: [],
    });
    expect(page.statusCode).toBe(200);
    expect(page.html).toMatch(/Hello (<!-- -->)?ada/);
    expect(page.html).toContain('ada@example.com');
  });

  it('draws a product page from the catalogue it is handed, and names the route it drew', async () => {
    const product: Product = {
      id: 1,
      title: 'A backpack the merchant renamed',
      price: 12.5,
      description: 'Fits a 15-inch laptop.',
      category: "men's clothing",
      image: '/images/products/1.svg',
      rating: { rate: 4, count: 3 },
    };
    const asked: string[] = [];
    const fetchCatalog = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return String(input) === '/products/1' ? Response.json(product) : Response.json([]);
    };
    const page = await renderer.renderBrowsePage('/products/1', fetchCatalog);
    expect(page.statusCode).toBe(200);
    expect(page.route).toBe('/products/$productId');
    expect(page.html).toContain('A backpack the merchant renamed');
    expect(page.whole).toBe(true);
    expect(asked).toContain('/products/1');
  });

  it('draws a list long enough to be windowed whole: its first 48 cards, plain, which the browser takes over', async () => {
    const products = Array.from({ length: 60 }, (_, index) => ({
      id: index + 1,
      title: `Product ${index + 1}`,
      price: 10,
      description: 'A product.',
      category: 'electronics',
      image: `/images/products/${index + 1}.svg`,
      rating: { rate: 4, count: 3 },
    }));
    const page = await renderer.renderBrowsePage('/category/electronics', async () => Response.json(products));
    expect(page.statusCode).toBe(200);
    expect(page.whole).toBe(true);
    expect(page.html).toContain('>Product 48<');
    expect(page.html).not.toContain('>Product 49<');
    expect(page.html.match(/<li /g)?.length).toBeGreaterThanOrEqual(48);
  });
});
