import { expect, test, type Page, type Request } from '@playwright/test';
import { open } from './support/shop';

// docs/architecture.md 'Quality bars', fast: catalogue queries are prefetched on intent, so opening a product from a grid
// shows it at once. Checked by counting requests, not by timing.

const productRequest = /^\/products\/(\d+)$/;

/** The catalogue requests for single products that the page makes, by product id. */
function watchProductRequests(page: Page) {
  const ids: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    const match = productRequest.exec(new URL(request.url()).pathname);
    if (match) ids.push(match[1]!);
  });
  return { count: (id: string) => ids.filter((seen) => seen === id).length };
}

declare global {
  interface Window {
    loadingSeen: string[];
  }
}

/** Records every loading status that appears, however briefly. */
async function watchLoadingStatus(page: Page) {
  await page.addInitScript(() => {
    window.loadingSeen = [];
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (/loading|please wait/i.test(status.textContent ?? '')) window.loadingSeen.push(status.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function openElectronics(page: Page) {
  await open(page, '/category/electronics');
  const grid = page.getByRole('list', { name: 'Products in electronics' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  return grid;
}

/** A product link of the electronics grid, with its title and product id; nothing fetched for it yet. */
async function productLink(page: Page, index: number) {
  await watchLoadingStatus(page);
  const requests = watchProductRequests(page);
  const grid = await openElectronics(page);
  const link = grid.getByRole('link').nth(index);
  const title = (await link.textContent())!.trim();
  const id = productRequest.exec((await link.getAttribute('href'))!)![1]!;
  expect(requests.count(id)).toBe(0);
  return { link, title, id, requests };
}

/** Once the prefetched answer is in the cache, `open` shows the product at once, without fetching it again. */
async function expectOpensFromCache(
  page: Page,
  { title, id, requests }: Awaited<ReturnType<typeof productLink>>,
  open: () => Promise<void>,
) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.loadingSeen = [];
  });
  await open();
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(requests.count(id), 'the product is not fetched again when opened').toBe(1);
  expect(await page.evaluate(() => window.loadingSeen)).toEqual([]);
}

for (const intent of ['hover', 'focus'] as const) {
  test(`a product link prefetches the product on ${intent}, then opens without a loading state`, async ({ page }) => {
    const product = await productLink(page, intent === 'hover' ? 0 : 1);
    if (intent === 'hover') await product.link.hover();
    else await product.link.focus();
    await expect
      .poll(() => product.requests.count(product.id), { message: `GET /products/${product.id} before the click` })
      .toBe(1);
    await expectOpensFromCache(page, product, () => product.link.click());
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a product link prefetches the product when a finger lands on it, before the tap ends', async ({ page, context }) => {
    const product = await productLink(page, 0);
    // a finger down on the link, then lifted off it without a tap: only the touch start is seen
    await product.link.scrollIntoViewIfNeeded();
    const box = (await product.link.boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await expect
      .poll(() => product.requests.count(product.id), { message: `GET /products/${product.id} on touch start` })
      .toBe(1);
    await expect(page).toHaveURL(/\/category\/electronics$/);
    await expectOpensFromCache(page, product, () => product.link.tap());
  });
});
