// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithBackOffice } from '../test-support/back-office';
import { newPayment } from '../test-support/ledger-contract';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

const DELIVERY = { street: '1 Long Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' };

/** A shopper's payment, paid at `created` and told where it goes. */
async function paidOrder(email: string, created: number) {
  const payment = await shop.ledger.record(newPayment({ shopper: { uid: email, email }, created }));
  await shop.ledger.setStatus(payment.intentId, 'succeeded', created + 5);
  await shop.ledger.setOrderDetails(payment.intentId, email, { delivery: DELIVERY, cardLast4: '4242' });
  return payment.intentId;
}

describe('the orders in the back office', () => {
  it('answers each kind of caller as docs/api.md says', async () => {
    shop = await listenWithBackOffice();
    const callers = await shop.everyone();
    const statuses = [];
    for (const caller of ['nobody', 'shopper', 'clerk', 'owner'] as const) {
      const response = await shop.send(callers[caller], 'GET', '/api/sell/orders');
      statuses.push(`${caller}: ${response.status} (${response.headers.get('Cache-Control')})`);
    }
    expect(statuses).toEqual([
      'nobody: 401 (no-store)',
      'shopper: 403 (no-store)',
      'clerk: 200 (no-store)',
      'owner: 200 (no-store)',
    ]);
  });

  it('lists every paid order newest first, with its lines, amount, address, e-mail and payment id, found by id or e-mail', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    const first = await paidOrder('ann@example.com', 1_790_000_000);
    const second = await paidOrder('bob@example.com', 1_790_000_100);
    await shop.ledger.record(newPayment({ shopper: { uid: 'cy', email: 'cy@example.com' } }));
    const list = async (query = '') =>
      (await (await shop.send(clerk, 'GET', `/api/sell/orders${query}`)).json()) as Record<string, unknown>;
    const all = await list();
    expect(all).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(all.orders).toEqual([
      expect.objectContaining({ id: second, paymentId: second, email: 'bob@example.com' }),
      expect.objectContaining({
        id: first,
        paymentId: first,
        email: 'ann@example.com',
        amount: 9100,
        created: 1_790_000_000,
        delivery: DELIVERY,
        cardLast4: '4242',
        basket: [expect.objectContaining({ amount: 2 })],
      }),
    ]);
    expect(((await list('?search=ANN')).orders as Array<{ id: string }>).map((order) => order.id)).toEqual([first]);
    expect(((await list(`?search=${second}`)).orders as Array<{ id: string }>).map((order) => order.id)).toEqual([second]);
    expect(await list('?page=0')).toEqual({ error: 'Page must be a whole number from 1.' });
  });
});
