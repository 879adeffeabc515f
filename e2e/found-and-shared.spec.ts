import { expect, test, type Page } from '@playwright/test';
import { open } from './support/shop';

// What a search engine and a link preview see, and how the built files are served.

const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? null,
    product: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<
      string,
      unknown
    > | null,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));

test.describe('each page says what it is', () => {
  test('in the pre-rendered HTML, before any script runs', async ({ request }) => {
    const cases: [string, RegExp, string][] = [
      ['/', /<title>Shopfront: online shopping<\/title>/, 'http://localhost:3000/'],
      [
        '/category/electronics',
        /<title>electronics: Results \| Shopfront<\/title>/,
        'http://localhost:3000/category/electronics',
      ],
      ['/products/1', /<title>Aurora 14 Ultrabook[^<]*: \$849\.99 \| Shopfront<\/title>/, 'http://localhost:3000/products/1'],
      ['/Cart', /<title>Your Shopping Basket \| Shopfront<\/title>/, 'http://localhost:3000/Cart'],
    ];
    for (const [path, title, canonical] of cases) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).toMatch(title);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      // the pre-render step writes the attribute as the HTML standard does: data-page-head=""
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}" data-page-head="">`);
    }
  });

  test('a product page carries its price, picture and schema.org Product data', async ({ page }) => {
    await open(page, '/products/1');
    const head = await headOf(page);
    expect(head).toMatchObject({
      title: 'Aurora 14 Ultrabook Laptop, 16GB RAM, 512GB SSD, 14-inch Full HD Display: $849.99 | Shopfront',
      canonical: 'http://localhost:3000/products/1',
      ogImage: 'http://localhost:3000/images/products/1.svg',
      twitterCard: 'summary_large_image',
      descriptions: 1,
    });
    expect(head.description).toMatch(
      /^Aurora 14 Ultrabook Laptop, 16GB RAM, 512GB SSD, 14-inch Full HD Display for \$849\.99\. A light aluminium laptop/,
    );
    expect(head.product).toMatchObject({
      '@type': 'Product',
      name: 'Aurora 14 Ultrabook Laptop, 16GB RAM, 512GB SSD, 14-inch Full HD Display',
      image: 'http://localhost:3000/images/products/1.svg',
      offers: { '@type': 'Offer', price: '849.99', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 1287 },
    });
  });

  test('and changes its title and tags as the shopper moves through the shop', async ({ page }) => {
    await open(page, '/products/1');
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page).toHaveTitle('Your Shopping Basket | Shopfront');
    const cart = await headOf(page);
    expect(cart).toMatchObject({
      canonical: 'http://localhost:3000/Cart',
      ogTitle: 'Your Shopping Basket | Shopfront',
      product: null,
      descriptions: 1,
    });
    await page.getByRole('link', { name: 'Shopfront home' }).click();
    await expect(page).toHaveTitle('Shopfront: online shopping');
  });
});

test.describe('robots, sitemap and manifest', () => {
  test('robots.txt keeps crawlers off the shopper’s own pages and names the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/Payment', '/Orders', '/account', '/auth', '/search']) expect(text).toContain(`Disallow: ${path}\n`);
    // the cart page is harmless to crawl (and must be, for Lighthouse's SEO audit)
    expect(text).not.toContain('Disallow: /Cart');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('sitemap.xml lists the home page, every category and every product page', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain('http://localhost:3000/');
    expect(locations).toContain("http://localhost:3000/category/men's%20clothing");
    expect(locations).toContain('http://localhost:3000/products/26');
    expect(locations).not.toContain('http://localhost:3000/Cart');
    expect(locations).toHaveLength(1 + 4 + 26);
  });

  test('the manifest names the shop, its icons and theme colour, and a page links it once shown', async ({ page, request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      name: 'Shopfront: online shopping',
      short_name: 'Shopfront',
      theme_color: '#131921',
      start_url: '/',
    });
    // the pre-rendered page adds it to its head once it has painted, so that it waits for the page
    await open(page, '/');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  test('the tab icon and the manifest icons are PNGs of the sizes they declare', async ({ page, request }) => {
    await open(page, '/');
    const link = page.locator('head link[rel="icon"][type="image/png"]');
    await expect(link, 'the page links a PNG tab icon').toHaveCount(1);
    const tabIcon = { src: (await link.getAttribute('href'))!, sizes: (await link.getAttribute('sizes'))! };
    const { icons } = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const { src, sizes } of [tabIcon, ...icons]) {
      const response = await request.get(src);
      expect(response.headers()['content-type'], src).toBe('image/png');
      // a PNG's first chunk (IHDR) holds its width and height, big-endian, at bytes 16 and 20
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
    }
  });
});

test.describe('the built files, served', () => {
  test('in brotli made at build time, with an ETag, and 304 when the browser has them', async ({ request }) => {
    const first = await request.get('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(first.headers()['content-encoding']).toBe('br');
    expect(first.headers()['vary']).toBe('Accept-Encoding');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/-br"$/);
    const again = await request.get('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br', 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('never the build’s internals', async ({ request }) => {
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});
