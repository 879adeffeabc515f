import type { Page, Request, Route } from '@playwright/test';

// Faults injected at the browser's edge, through page.route: catalogue, payment and order answers.

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

/** How many of each page's next order saves fail (installOrderSaveFault). */
const orderSaveFaults = new WeakMap<Page, { fails: number }>();

/**
 * Makes the next order saves fail as a dropped connection does: the page's confirmation of a paid
 * order with the shop's server (`/api/orders/{id}`, and its delivery address) is cut while
 * `failNextOrderSaves` says so. The list of orders is left alone.
 */
export async function installOrderSaveFault(page: Page) {
  const state = { fails: 0 };
  orderSaveFaults.set(page, state);
  await onApiCall(
    page,
    (pathname) => /^\/api\/orders\/[^/]+(\/delivery)?$/.test(pathname),
    async (route) => {
      if (state.fails === 0) return route.fallback();
      state.fails -= 1;
      await route.abort('failed');
    },
  );
}

export async function failNextOrderSaves(page: Page, count: number) {
  orderSaveFaults.get(page)!.fails = count;
}
