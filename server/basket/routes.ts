import { Hono, type Context } from 'hono';
import { basketChangesBodySchema } from '../../api/basket';
import { jsonAs } from '../http/checked-request';
import { shopperOnly, type ShopperEnv } from '../http/shopper-requests';
import type { IdentifyShopper } from '../identity/shoppers';
import type { BasketStore, StoredBasket } from './basket-store';

/** The basket's version as an entity tag: `"v3"`. */
const etagOf = (version: number) => `"v${version}"`;

const answer = (c: Context, basket: StoredBasket) => c.json(basket, 200, { ETag: etagOf(basket.version) });

/**
 * GET /api/basket and POST /api/basket/changes: the signed-in shopper's basket, kept by the server
 * (ADR-032) and changed by what the shopper did, never written whole (ADR-042): two devices'
 * changes both count, in the order the server takes them, and a change sent again counts once.
 */
export function basketRoutes({ baskets, identify }: { baskets: BasketStore; identify: IdentifyShopper }): Hono<ShopperEnv> {
  const routes = new Hono<ShopperEnv>();
  routes.use('*', shopperOnly(identify));

  routes.get('/', async (c) => answer(c, await baskets.read(c.get('shopper').uid)));

  // a hundred changes of long descriptions stay well within this
  routes.post('/changes', jsonAs(basketChangesBodySchema, { maxSize: 256 * 1024 }), async (c) => {
    return answer(c, await baskets.apply(c.get('shopper').uid, c.req.valid('json').changes));
  });

  return routes;
}
