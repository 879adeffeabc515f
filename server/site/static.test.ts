// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../tools/build/precompress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { CLIENT_ROUTES_FILE } from './client-routes';
import { silentLogger } from '../log/log';

const root = mkdtempSync(join(tmpdir(), 'shopfront-'));
const dist = join(root, 'dist');
mkdirSync(dist);
writeFileSync(join(root, 'secret.txt'), 'SECRET-OUTSIDE-THE-BUILD');
const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('a'.repeat(4000))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), SCRIPT);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// pre-rendered pages, named as the build step names them
mkdirSync(join(dist, 'prerendered'));
writeFileSync(join(dist, 'prerendered', encodeURIComponent('/products/3') + '.html'), '<p>product 3, pre-rendered</p>');
writeFileSync(join(dist, 'prerendered', encodeURIComponent("/category/men's clothing") + '.html'), '<p>men, pre-rendered</p>');
// build internals that must never be served
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
writeFileSync(join(dist, '.env'), 'SECRET=1');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = createTestServerApp({ staticDir: dist, logger: silentLogger });
const PAGE = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built shop', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await app.request('/', { headers: PAGE });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it.each(['/Cart', '/category/electronics', '/Orders', '/auth', '/Payment', '/payment', '/products/4'])(
    'answers a page load of the client route %s with index.html',
    async (path) => {
      const response = await app.request(path, { headers: PAGE });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves the pre-rendered page of a client route when the build made one', async () => {
    const product = await app.request('/products/3', { headers: PAGE });
    expect(await product.text()).toBe('<p>product 3, pre-rendered</p>');
    expect(product.headers.get('Cache-Control')).toBe('no-cache');
    expect(await (await app.request("/category/men's%20clothing", { headers: PAGE })).text()).toBe('<p>men, pre-rendered</p>');
    expect(await (await app.request('/category/men%27s%20clothing/', { headers: PAGE })).text()).toBe('<p>men, pre-rendered</p>');
  });

  it('skips the pre-rendered pages for a generated catalogue (they hold the demo one)', async () => {
    const generated = createTestServerApp({ staticDir: dist, catalogSize: 100, logger: silentLogger });
    expect(await (await generated.request('/products/3', { headers: PAGE })).text()).toBe(INDEX);
  });

  it('skips the pre-rendered pages when the catalogue is another host (they hold the demo one)', async () => {
    const remote = createTestServerApp({ staticDir: dist, catalogBaseUrl: 'https://catalogue.example', logger: silentLogger });
    expect(await (await remote.request('/products/3', { headers: PAGE })).text()).toBe(INDEX);
  });

  it.each(['/.vite/manifest.json', '/.env', '/assets/../.env', '/%2Evite/manifest.json'])(
    'never serves the build internal %s',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/SECRET|main\.tsx/);
    },
  );

  it('answers 304 to a page or a file the browser already has, and 200 once it changed', async () => {
    for (const path of ['/', '/assets/index-4f2a9c.js', '/products/3']) {
      const first = await app.request(path, { headers: PAGE });
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[a-z0-9-]+"$/);
      const again = await app.request(path, { headers: { ...PAGE, 'If-None-Match': tag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await app.request(path, { headers: { ...PAGE, 'If-None-Match': '"an-older-version"' } })).status).toBe(200);
    }
  });

  it('sends the catalogue in brotli, made once and tagged for that encoding, and 304 to a client that has it', async () => {
    const first = await app.request('/products', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString())).toHaveLength(26);
    const tag = first.headers.get('ETag')!;
    expect(tag).toMatch(/^"[0-9a-f]+-br"$/);
    const again = await app.request('/products', { headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': tag } });
    expect(again.status).toBe(304);
  });

  it('answers 304 to the catalogue API too', async () => {
    const first = await app.request('/products/category/jewelery');
    const again = await app.request('/products/category/jewelery', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for client routes fetched without an HTML Accept header', async () => {
    expect(await (await app.request('/Orders')).text()).toBe(INDEX);
  });

  it('still answers the catalogue API to a fetch of /products/3', async () => {
    const response = await app.request('/products/3', { headers: { Accept: 'application/json' } });
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { id: number }).id).toBe(3);
  });

  it('tells caches that /products/3 is a page to a page load and JSON to a fetch', async () => {
    const fetched = await app.request('/products/3', { headers: { Accept: 'application/json' } });
    const loaded = await app.request('/products/3', { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
    expect(loaded.headers.get('Content-Type')).toMatch(/^text\/html/);
    for (const response of [fetched, loaded]) expect(response.headers.get('Vary')).toMatch(/Accept, Sec-Fetch-Mode/);
  });

  it('serves hashed assets with an immutable year-long cache', async () => {
    const response = await app.request('/assets/index-4f2a9c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('serves other files with their type', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it.each(['/assets/missing-123.js', '/robots.txt', '/Cart/old.html'])(
    'answers 404 for the missing file %s, not index.html',
    async (path) => {
      const response = await app.request(path, { headers: PAGE });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    },
  );

  it.each(['/products/3/reviews', '/payment/unknown', '/images/none', '/products'.concat('/')])(
    'answers 404 JSON for the unknown API path %s instead of the shop',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    },
  );

  it('never serves a file outside the build folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/%00.js',
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('SECRET');
    }
  });

  it('compresses with gzip when the browser accepts it', async () => {
    const response = await app.request('/assets/index-4f2a9c.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const unzipped = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(unzipped).toBe(SCRIPT);
  });

  it('compresses the catalogue too, and sends plain bytes to a client that does not accept gzip', async () => {
    const zipped = await app.request('/products', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toHaveLength(26);
    const plain = await app.request('/products');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
  });

  it('sends a script only nosniff: policies and framing rules apply to documents, not to what they load', async () => {
    const response = await app.request('/assets/index-4f2a9c.js');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Referrer-Policy']) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });

  it.each(['/', '/products', '/nope.txt', '/payment/intents/pi_x'])('sends the security headers on %s', async (path) => {
    const response = await app.request(path, { headers: PAGE });
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'self'; script-src 'self' https:\/\/js\.stripe\.com;/,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Permissions-Policy')).toMatch(/^payment=\(self "https:\/\/js\.stripe\.com"\)/);
  });
});

describe('the build compressed at build time', () => {
  const compressed = join(root, 'compressed');
  let site: ReturnType<typeof createTestServerApp>;
  let made: Awaited<ReturnType<typeof precompress>>;
  beforeAll(async () => {
    mkdirSync(join(compressed, 'assets'), { recursive: true });
    writeFileSync(join(compressed, 'index.html'), INDEX);
    writeFileSync(join(compressed, 'assets', 'index-4f2a9c.js'), SCRIPT);
    made = await precompress(compressed);
    site = createTestServerApp({ staticDir: compressed, logger: silentLogger });
  });

  it('compresses each text file over 1 KB, and only those', () => {
    expect(made).toMatchObject({ files: 1, bytes: SCRIPT.length });
    expect(made.brotli).toBeLessThan(SCRIPT.length / 10);
  });

  it('answers brotli to a browser that takes it, made at build time', async () => {
    const response = await site.request('/assets/index-4f2a9c.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('answers gzip to one that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzip = await site.request('/assets/index-4f2a9c.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await site.request('/assets/index-4f2a9c.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('tags each encoding apart, so that a cache never hands one to a browser that asked for another', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) =>
        (await site.request('/assets/index-4f2a9c.js', { headers: { 'Accept-Encoding': encoding } })).headers.get('ETag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('leaves small files as they are (the headers would outweigh the saving)', async () => {
    const response = await site.request('/', { headers: { ...PAGE, 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(INDEX);
  });
});

describe('page loads at paths the shop has no page for (ADR-022)', () => {
  const listed = join(root, 'listed');
  mkdirSync(join(listed, 'prerendered'), { recursive: true });
  writeFileSync(join(listed, 'index.html'), INDEX);
  writeFileSync(join(listed, 'prerendered', encodeURIComponent('/products/3') + '.html'), '<p>product 3, pre-rendered</p>');
  // as the build writes it down from the client router
  writeFileSync(join(listed, CLIENT_ROUTES_FILE), JSON.stringify(['/', '/Cart', '/Orders', '/products/$productId']));
  const site = createTestServerApp({ staticDir: listed, logger: silentLogger });

  it.each(['/no-such-page', '/Cart/extra', '/products/987654', '/PRODUCTS/987654/', '/products/007', '/products/abc'])(
    'answers %s with the app (its error screen) and status 404, never cached as a page',
    async (path) => {
      const response = await site.request(path, { headers: PAGE });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('ETag')).toBeNull();
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each([
    ['/', INDEX],
    ['/cart', INDEX],
    ['/Orders', INDEX],
    ['/products/3', '<p>product 3, pre-rendered</p>'],
    ['/products/26', INDEX],
  ])('answers the page %s with 200', async (path, body) => {
    const response = await site.request(path, { headers: PAGE });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it("leaves a product of another host's catalogue to the app", async () => {
    const remote = createTestServerApp({ staticDir: listed, catalogBaseUrl: 'https://catalogue.example', logger: silentLogger });
    expect((await remote.request('/products/987654', { headers: PAGE })).status).toBe(200);
    expect((await remote.request('/no-such-page', { headers: PAGE })).status).toBe(404);
  });

  it('still answers the catalogue API with JSON to a fetch', async () => {
    const response = await site.request('/products/987654', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});

describe('a build made anew while the server runs', () => {
  const rebuilt = join(root, 'rebuilt');
  mkdirSync(join(rebuilt, 'assets'), { recursive: true });
  writeFileSync(join(rebuilt, 'index.html'), INDEX);
  writeFileSync(join(rebuilt, 'assets', 'index-4f2a9c.js'), SCRIPT);
  const site = createTestServerApp({ staticDir: rebuilt, logger: silentLogger });

  it('serves a page written again under the same name as it now is', async () => {
    expect(await (await site.request('/', { headers: PAGE })).text()).toBe(INDEX);
    const next = INDEX.replace('<title>Shop</title>', '<title>Shop, rebuilt</title>');
    writeFileSync(join(rebuilt, 'index.html'), next);
    const again = await site.request('/', { headers: PAGE });
    expect(await again.text()).toBe(next);
  });

  it('answers a hashed file from memory once read: its name changes whenever its content does', async () => {
    expect(await (await site.request('/assets/index-4f2a9c.js')).text()).toBe(SCRIPT);
    rmSync(join(rebuilt, 'assets', 'index-4f2a9c.js'));
    const again = await site.request('/assets/index-4f2a9c.js');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(SCRIPT);
  });
});

describe('without a built shop', () => {
  it('serves only the API', async () => {
    const apiOnly = createTestServerApp({ logger: silentLogger });
    expect((await apiOnly.request('/', { headers: PAGE })).status).toBe(404);
    expect((await apiOnly.request('/products/1', { headers: PAGE })).status).toBe(200);
  });
});
