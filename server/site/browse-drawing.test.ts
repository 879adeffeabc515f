// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { catalogRoutes } from '../catalog/routes';
import { createSqlCatalogAdmin } from '../catalog/sql-catalog-admin';
import { openStoreCatalog, seedCatalog } from '../catalog/store-catalog';
import { openSqlStore } from '../store/open-store';
import { createMemoryLogger } from '../test-support/memory-logger';
import { browseDrawing, type BrowsePageRenderer } from './browse-drawing';
import { browseRoutes, drawnStylesMark } from './drawn-frames';
import { createStaticSite } from './static';

const SHELL = '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root"></div></body></html>';
const STYLESHEET = 'assets/index-5e1f.css';
/** the rest of a page, as long as a real one's: worth compressing */
const FOOTER = `<footer>${'<a href="/help">Conditions of Use</a> '.repeat(40)}</footer>`;

/** A built site with a stylesheet, a pre-rendered product page, and the browse frames beside it as the build writes them. */
function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'shopfront-browse-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, STYLESHEET), '.title{font-weight:700}.basket-drawer{position:fixed}');
  writeFileSync(join(dist, 'prerendered', `${encodeURIComponent('/products/1')}.html`), '<p>pre-rendered at build time</p>');
  mkdirSync(join(root, 'dist-ssr', 'frames'), { recursive: true });
  for (const { frame } of Object.values(browseRoutes))
    writeFileSync(
      join(root, 'dist-ssr', 'frames', `${frame}.html`),
      `<!doctype html><html><head><!--drawn-head--><style>${drawnStylesMark(STYLESHEET)}</style></head><body data-frame="${frame}"><div id="root"><!--drawn-page--></div><script type="application/json" id="prerendered-state">"drawn-state"</script>${FOOTER}</body></html>`,
    );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return dist;
}

/**
 * The app's render build as the server sees it: a product page drawn from what the catalogue's
 * routes answer, a category page whose list may be too long to draw whole, and whatever else the router draws.
 */
function rendererDouble() {
  const asked: string[] = [];
  const switches = { fail: false, longCategory: false };
  const renderer: BrowsePageRenderer = {
    async renderBrowsePage(url, fetchCatalog) {
      asked.push(url);
      if (switches.fail) throw new Error('the render build broke');
      const product = /^\/products\/(\d+)$/.exec(url)?.[1];
      if (product) {
        const answer = await fetchCatalog(`/products/${product}`, { headers: { Accept: 'application/json' } });
        if (!answer.ok)
          return { html: '<p>Not found</p>', head: '', state: {}, statusCode: 404, route: '/products/$productId', whole: true };
        const { title } = (await answer.json()) as Product;
        return {
          html: `<h1 class="title">${title}</h1>`,
          head: `<title>${title}</title>`,
          state: { title },
          statusCode: 200,
          route: '/products/$productId',
          whole: true,
        };
      }
      if (url.startsWith('/category/')) {
        // a long list's grid is windowed, a module React leaves to the browser
        const whole = !switches.longCategory;
        return {
          html: '<h1 class="title">A category</h1>',
          head: '',
          state: {},
          statusCode: 200,
          route: '/category/$categoryName',
          whole,
        };
      }
      return { html: '<h1>Search</h1>', head: '', state: {}, statusCode: 200, route: '/search', whole: true };
    },
  };
  return { renderer, asked, switches };
}

const owner = { id: 'user-owner', email: 'owner@example.com', role: 'owner' as const };
const dist = builtSite();

describe('browse pages drawn on demand (ADR-049)', () => {
  const logged = createMemoryLogger();
  let shop: Awaited<ReturnType<typeof openShop>>;

  async function openShop() {
    const store = openSqlStore(mkdtempSync(join(tmpdir(), 'shopfront-browse-store-')));
    await seedCatalog(store, builtInCatalogEntries());
    const catalog = await openStoreCatalog(store);
    const double = rendererDouble();
    const draw = browseDrawing({
      renderer: double.renderer,
      staticDir: dist,
      catalogApi: catalogRoutes(catalog),
      version: catalog.version,
      logger: logged.logger,
    });
    const site = createStaticSite(dist, { prerendered: () => catalog.version() === 0, drawn: draw });
    /** the merchant's change, as the back office makes it: written, then read again by this instance */
    const change = async (id: number, title: string) => {
      await createSqlCatalogAdmin(store).updateProduct(id, { title }, owner);
      await catalog.refresh();
    };
    return { ...double, draw, site, change, close: () => store.close() };
  }

  beforeEach(async () => {
    shop = await openShop();
    logged.lines.length = 0;
    return () => shop.close();
  });

  it('serves the pre-rendered page until the catalogue changes, then the page drawn from it', async () => {
    expect(await (await shop.site.page('/products/1'))!.text()).toBe('<p>pre-rendered at build time</p>');
    expect(shop.asked).toEqual([]);

    await shop.change(1, 'A backpack the merchant renamed');
    const page = await (await shop.site.page('/products/1'))!.text();
    expect(page).toContain(
      '<body data-frame="product"><div id="root"><h1 class="title">A backpack the merchant renamed</h1></div>',
    );
    expect(page).toContain('<head><title>A backpack the merchant renamed</title>');
    expect(page).toContain('id="prerendered-state">{"title":"A backpack the merchant renamed"}</script>');
  });

  it('inlines only the rules its markup uses', async () => {
    await shop.change(1, 'Renamed');
    const page = await (await shop.draw('/products/1', undefined))!.text();
    expect(page).toContain('<style>.title{font-weight:700}</style>');
    expect(page).not.toContain('basket-drawer');
  });

  it('draws a page once for each version of the catalogue, and sends it compressed with its tag', async () => {
    await shop.change(1, 'First name');
    const first = (await shop.draw('/products/1', 'gzip, deflate, br'))!;
    const again = (await shop.draw('/products/1', 'gzip, deflate, br'))!;
    expect(shop.asked).toEqual(['/products/1']);
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('ETag')).toBe(again.headers.get('ETag'));
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('First name');

    await shop.change(1, 'Second name');
    const changed = (await shop.draw('/products/1', 'br'))!;
    expect(shop.asked).toEqual(['/products/1', '/products/1']);
    expect(changed.headers.get('ETag')).not.toBe(first.headers.get('ETag'));
    expect(brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString()).toContain('Second name');
  });

  it('draws a path however it was spelt as the app writes it, once', async () => {
    await shop.change(1, 'Renamed');
    for (const path of ["/category/men's clothing", '/category/men%27s%20clothing', "/category/men's%20clothing"])
      expect(await (await shop.draw(path, undefined))!.text()).toContain('<h1 class="title">A category</h1>');
    expect(shop.asked).toEqual(["/category/men's%20clothing"]);
  });

  it('leaves to the browser, once per version, a page not drawn whole or none the browse frames hold', async () => {
    await shop.change(1, 'Renamed');
    shop.switches.longCategory = true;
    for (const path of ['/category/electronics', '/category/electronics', '/search', '/products/999'])
      expect(await (await shop.draw(path, undefined))!.text()).toBe(SHELL);
    expect(shop.asked).toEqual(['/category/electronics', '/search', '/products/999']);
  });

  it('says why a page could not be drawn, serves the shell, and tries again at the next request', async () => {
    await shop.change(1, 'Renamed');
    shop.switches.fail = true;
    expect(await shop.draw('/products/1', undefined)).toBeNull();
    expect(await (await shop.site.page('/products/1'))!.text()).toBe(SHELL);
    expect(logged.all()).toMatch(/Could not draw \/products\/1 on the server; the browser draws it the render build broke/);

    shop.switches.fail = false;
    expect(await (await shop.draw('/products/1', undefined))!.text()).toContain('<h1 class="title">Renamed</h1>');
  });
});
