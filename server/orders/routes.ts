import { Hono } from 'hono';
import type { DeliveryAddress } from '../../ports/entities';
import { jsonBody, shopperOnly, type ShopperEnv } from '../http/shopper-requests';
import type { IdentifyShopper } from '../identity/shoppers';
import type { OrderLedger } from '../ledger/payments-ledger';
import { orderFrom, ordersOf } from './orders-of';

const NO_SUCH_ORDER = { error: 'No such order.' };
/** the shape of the processors' intent ids; anything else names no order */
const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;
const ADDRESS_FIELDS = ['street', 'city', 'postcode', 'country'] as const;
const MAX_ADDRESS_FIELD = 200;

/** The address a PUT names, or what is wrong with it. */
function deliveryOf(body: unknown): { ok: true; address: DeliveryAddress } | { ok: false; error: string } {
  const delivery = (body as { delivery?: unknown } | null)?.delivery;
  if (typeof delivery !== 'object' || delivery === null || Array.isArray(delivery)) {
    return { ok: false, error: 'The request body must be {"delivery":{"street","city","postcode","country"}}.' };
  }
  const given = delivery as Record<string, unknown>;
  const bad = ADDRESS_FIELDS.find((field) => {
    const value = given[field];
    return typeof value !== 'string' || value.trim() === '' || value.length > MAX_ADDRESS_FIELD;
  });
  if (bad) return { ok: false, error: `The delivery address needs a ${bad} of 1 to ${MAX_ADDRESS_FIELD} characters.` };
  // only the four fields are kept, whatever else was sent
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, given[field]]));
  return { ok: true, address: address as unknown as DeliveryAddress };
}

/**
 * The signed-in shopper's orders of record, from the ledger (ADR-008, ADR-032): every paid payment
 * is an order. Another shopper's order answers exactly as one that does not exist.
 */
export function orderRoutes({ ledger, identify }: { ledger: OrderLedger; identify: IdentifyShopper }): Hono<ShopperEnv> {
  const routes = new Hono<ShopperEnv>();
  routes.use('*', shopperOnly(identify));

  const paidOrder = async (uid: string, id: string) => {
    if (!INTENT_ID.test(id)) return null;
    const payment = await ledger.byId(id);
    return payment?.shopper.uid === uid && payment.status === 'succeeded' ? payment : null;
  };

  routes.get('/', async (c) => c.json(await ordersOf(ledger, c.get('shopper').uid)));

  routes.get('/:id', async (c) => {
    const payment = await paidOrder(c.get('shopper').uid, c.req.param('id'));
    return payment ? c.json(orderFrom(payment)) : c.json(NO_SUCH_ORDER, 404);
  });

  // write-once (ADR-022): a second address, a retry's or another's, leaves the first; the answer
  // is the order as recorded, so the browser sees where it really goes
  routes.put('/:id/delivery', async (c) => {
    const json = await jsonBody(c, 8 * 1024);
    if (json.refused) return json.refused;
    const delivery = deliveryOf(json.body);
    if (!delivery.ok) return c.json({ error: delivery.error }, 400);
    const { uid } = c.get('shopper');
    const id = c.req.param('id');
    if (!(await paidOrder(uid, id))) return c.json(NO_SUCH_ORDER, 404);
    await ledger.setOrderDetails(id, uid, { delivery: delivery.address });
    return c.json(orderFrom((await ledger.byId(id))!));
  });

  return routes;
}
