// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrderSteps } from '../fulfilment/order-steps';
import { jsonErrorHandler } from '../http/errors';
import { createLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { openSqlStore, type Store } from '../store/open-store';
import { newPayment } from '../test-support/ledger-contract';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { orderRoutes } from './routes';
import { orderStepsOn } from '../test-support/order-steps-on';

const ADA = asShopper('ada');
const BOB = asShopper('bob');
const clerk = { id: 'staff-1', email: 'clerk@example.com' };

let store: Store;
let app: Hono;
let steps: ReturnType<typeof createOrderSteps>;
const refunds: Array<{ orderId: string; amountCents: number }> = [];

beforeEach(() => {
  store = openSqlStore(':memory:');
  const ledger = createLedger(store);
  refunds.length = 0;
  steps = orderStepsOn(store, {
    refund: async (orderId, part) => void refunds.push({ orderId, amountCents: part!.amountCents }),
  });
  app = new Hono();
  app.onError(jsonErrorHandler(silentLogger));
  app.route('/api/orders', orderRoutes({ ledger, identify: namedShoppers, steps }));
});
afterEach(() => store.close());

/** A paid order of Ada's, $91.00. */
async function paidOrder() {
  const ledger = createLedger(store);
  await ledger.ready;
  const payment = await ledger.record(newPayment({ shopper: { uid: 'ada', email: 'ada@example.com' }, amount: 9100 }));
  await ledger.setStatus(payment.intentId, 'succeeded', payment.created + 5);
  return payment.intentId;
}

const cancel = (id: string, headers = ADA) => app.request(`/api/orders/${id}/cancellation`, { method: 'POST', headers });

describe("the shopper's orders with their life (ADR-051)", () => {
  it('carry the state and a timeline of the steps, the staff’s notes and reasons left out', async () => {
    const id = await paidOrder();
    await steps.take(id, [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' }], clerk);
    await steps.take(id, [{ kind: 'note', text: 'Fragile' }], clerk);
    await steps.take(id, [{ kind: 'refunded', amountCents: 1000, reason: 'Late' }], clerk);
    const order = (await (await app.request(`/api/orders/${id}`, { headers: ADA })).json()) as Record<string, unknown>;
    expect(order.status).toBe('shipped');
    expect(order.timeline).toEqual([
      { kind: 'shipped', at: expect.any(Number), carrier: 'UPS', trackingNumber: '1Z999' },
      { kind: 'refunded', at: expect.any(Number), amountCents: 1000 },
    ]);
    const [listed] = (await (await app.request('/api/orders', { headers: ADA })).json()) as unknown[];
    expect(listed).toEqual(order);
  });

  it('lets the shopper cancel before shipping and get all of it back at once; not after, nor another’s order', async () => {
    const id = await paidOrder();
    expect((await cancel(id, BOB)).status).toBe(404);
    const cancelled = await cancel(id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      timeline: [{ kind: 'cancelled' }, { kind: 'refunded', amountCents: 9100 }],
    });
    expect(refunds).toEqual([{ orderId: id, amountCents: 9100 }]);
    const again = await cancel(id);
    expect([again.status, await again.json()]).toEqual([
      409,
      { error: 'The order is cancelled: only a note can be added to it now.', state: 'cancelled' },
    ]);

    const shipped = await paidOrder();
    await steps.take(shipped, [{ kind: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' }], clerk);
    const late = await cancel(shipped);
    expect([late.status, await late.json()]).toEqual([
      409,
      { error: 'The order is shipped: it cannot be cancelled.', state: 'shipped' },
    ]);
  });
});
