import type { Page, Request, Route } from '@playwright/test';

// Faults injected at the browser's edge: catalogue and payment answers through page.route, order
// saves through a wrapper around IndexedDB installed before the shop's own scripts run.

/** A catalogue API call made by the page (never the page load of the same path, e.g. /products/3). */
const isApiCall = (request: Request) => request.resourceType() === 'fetch' || request.resourceType() === 'xhr';

/** Routes the page's fetches whose path matches `path`; page loads of the same path pass through. */
export async function onApiCall(page: Page, path: (pathname: string) => boolean, handle: (route: Route) => Promise<void>) {
  const matcher = (url: URL) => path(url.pathname);
  const handler = async (route: Route) => (isApiCall(route.request()) ? handle(route) : route.fallback());
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

export const categoryApi = (pathname: string) => pathname.startsWith('/products/category/');
export const anyProductApi = (pathname: string) => /^\/products\/\d+$/.test(pathname);

/**
 * Wraps IDBObjectStore.prototype.put so that the next `window.failOrderSaves` writes to the
 * 'orders' store throw, as a full disk or a browser in private mode would. Set the number from the
 * test with `failNextOrderSaves` right before the action under test.
 */
export async function installOrderSaveFault(page: Page) {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    const target = window as unknown as { failOrderSaves?: number };
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'orders' && (target.failOrderSaves ?? 0) > 0) {
        target.failOrderSaves! -= 1;
        throw new DOMException('Simulated storage failure', 'UnknownError');
      }
      return put.apply(this, args);
    };
  });
}

export async function failNextOrderSaves(page: Page, count: number) {
  await page.evaluate((n) => {
    (window as unknown as { failOrderSaves?: number }).failOrderSaves = n;
  }, count);
}
