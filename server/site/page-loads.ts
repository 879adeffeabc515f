import type { Context } from 'hono';

/** A page load in the browser (not a fetch): /products/3 is then the SPA's product page. */
export const isNavigation = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  (c.req.header('Sec-Fetch-Mode') === 'navigate' || (c.req.header('Accept') ?? '').includes('text/html'));
