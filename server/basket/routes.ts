import { Hono, type Context } from 'hono';
import { jsonBody, shopperOnly, type ShopperEnv } from '../http/shopper-requests';
import type { IdentifyShopper } from '../identity/shoppers';
import { parseBasketLines } from './basket-lines';
import type { BasketStore, StoredBasket } from './basket-store';

/** The basket's version as an entity tag: `"v3"`. */
const etagOf = (version: number) => `"v${version}"`;
/** The version an If-Match names, or null when it names none. */
const versionOf = (ifMatch: string) => {
  const match = /^"v(\d{1,9})"$/.exec(ifMatch.trim());
  return match ? Number(match[1]) : null;
};

const answer = (c: Context, basket: StoredBasket) => c.json(basket, 200, { ETag: etagOf(basket.version) });

/**
 * GET and PUT /api/basket: the signed-in shopper's basket (ADR-032). A write names the version it
 * changed (If-Match); over any other it is refused with the basket as it now is, for the device to
 * merge its change into, never silently laid over what another device wrote.
 */
export function basketRoutes({ baskets, identify }: { baskets: BasketStore; identify: IdentifyShopper }): Hono<ShopperEnv> {
  const routes = new Hono<ShopperEnv>();
  routes.use('/api/basket/*', shopperOnly(identify));

  routes.get('/api/basket', async (c) => answer(c, await baskets.read(c.get('shopper').uid)));

  // a hundred lines of long descriptions stay well within this
  routes.put('/api/basket', async (c) => {
    const ifMatch = c.req.header('If-Match');
    if (ifMatch === undefined) {
      return c.json({ error: 'Send If-Match with the ETag of the basket you changed.', code: 'version_required' }, 428);
    }
    const expected = versionOf(ifMatch);
    if (expected === null) return c.json({ error: 'If-Match must be the ETag of a basket, such as "v3".' }, 400);
    const json = await jsonBody(c, 256 * 1024);
    if (json.refused) return json.refused;
    const parsed = parseBasketLines(json.body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const written = await baskets.write(c.get('shopper').uid, parsed.lines, expected);
    if (written.ok) return answer(c, { lines: parsed.lines, version: written.version });
    const { current } = written;
    return c.json({ error: 'The basket changed on another device.', code: 'stale_basket', ...current }, 412, {
      ETag: etagOf(current.version),
    });
  });

  return routes;
}
