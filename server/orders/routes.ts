import { Hono } from 'hono';
import { deliveryBodySchema } from '../../api/orders';
import { jsonAs } from '../http/checked-request';
import { shopperOnly, type ShopperEnv } from '../http/shopper-requests';
import type { IdentifyShopper } from '../identity/shoppers';
import type { OrderLedger } from '../ledger/payments-ledger';
import { orderFrom, ordersOf } from './orders-of';
import { OrderStepRefused } from '../../ports/order-life';
import type { OrderSteps } from '../fulfilment/order-steps';

const NO_SUCH_ORDER = { error: 'No such order.' };
/** the shape of the processors' intent ids; anything else names no order */
const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;
/**
 * The signed-in shopper's orders of record, from the ledger (ADR-008, ADR-032): every paid payment
 * is an order. Another shopper's order answers exactly as one that does not exist.
 */
export function orderRoutes({
  ledger,
  identify,
  steps,
}: {
  ledger: OrderLedger;
  identify: IdentifyShopper;
  /** each order's life after its payment (ADR-051): its state and timeline, and the shopper's cancel */
  steps?: OrderSteps;
}): Hono<ShopperEnv> {
  const routes = new Hono<ShopperEnv>();
  routes.use('*', shopperOnly(identify));

  const paidOrder = async (uid: string, id: string) => {
    if (!INTENT_ID.test(id)) return null;
    const payment = await ledger.byId(id);
    return payment?.shopper.uid === uid && payment.status === 'succeeded' ? payment : null;
  };

  routes.get('/', async (c) => c.json(await ordersOf(ledger, c.get('shopper').uid, steps)));

  routes.get('/:id', async (c) => {
    const payment = await paidOrder(c.get('shopper').uid, c.req.param('id'));
    return payment ? c.json(orderFrom(payment, await steps?.history(payment.intentId))) : c.json(NO_SUCH_ORDER, 404);
  });

  // ADR-051: the shopper cancels their own order while it has not shipped, and gets back all that is left
  routes.post('/:id/cancellation', async (c) => {
    const { uid, email } = c.get('shopper');
    const payment = await paidOrder(uid, c.req.param('id'));
    if (!payment || !steps) return c.json(NO_SUCH_ORDER, 404);
    try {
      const after = await steps.cancel(payment.intentId, 'Cancelled by the shopper', { id: uid, email });
      return c.json(orderFrom(payment, after));
    } catch (error) {
      if (!(error instanceof OrderStepRefused)) throw error;
      return c.json({ error: error.message, state: error.state }, 409);
    }
  });

  // write-once (ADR-022): a second address, a retry's or another's, leaves the first; the answer
  // is the order as recorded, so the browser sees where it really goes
  routes.put('/:id/delivery', jsonAs(deliveryBodySchema, { maxSize: 8 * 1024 }), async (c) => {
    const { delivery } = c.req.valid('json');
    const { uid } = c.get('shopper');
    const id = c.req.param('id');
    if (!(await paidOrder(uid, id))) return c.json(NO_SUCH_ORDER, 404);
    await ledger.setOrderDetails(id, uid, { delivery });
    return c.json(orderFrom((await ledger.byId(id))!, await steps?.history(id)));
  });

  return routes;
}
