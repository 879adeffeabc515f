import { createMiddleware } from 'hono/factory';

/** Methods that change nothing: a page of any site may send them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const FOREIGN_ORIGIN = 'This request did not come from the shop’s own pages. Nothing was charged or changed.';

/**
 * The origins the shop's pages are served from: its public address (VITE_SITE_URL) or, none set,
 * the address each request came to (a shop on one machine, whatever its host name), and the other
 * origins it is served from (ALLOWED_ORIGINS).
 */
export const shopOrigins =
  (siteUrl: string | undefined, allowed: readonly string[]) =>
  (request: Request): string[] => [new URL(siteUrl ?? request.url).origin, ...allowed];

/**
 * Refuses (403) a request that would change something with the shopper's session cookie when it was
 * sent by a page of another site (cross-site request forgery). The cookie's SameSite=Lax and the
 * JSON-only bodies already keep such requests out; this says so at the door, by the Origin every
 * browser sends with a POST or PUT. Requests without a cookie carry no ambient identity (an ID
 * token is sent on purpose) and are left to the routes.
 */
export function sameOriginWrites(originsOf: (request: Request) => string[]) {
  return createMiddleware(async (c, next) => {
    if (READS.has(c.req.method) || !c.req.header('Cookie')) return next();
    const origin = c.req.header('Origin');
    if (origin && originsOf(c.req.raw).includes(origin)) return next();
    return c.json({ error: FOREIGN_ORIGIN, code: 'foreign_origin' }, 403);
  });
}
