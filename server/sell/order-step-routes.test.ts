// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { listenWithBackOffice } from '../test-support/back-office';
import { newPayment } from '../test-support/ledger-contract';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

const SHIPMENT = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
const REFUND = { amountCents: 1000, reason: 'Arrived scratched' };
const product = builtInCatalogEntries()[0]!.product;

/** A paid order of two units of the first built-in product, at $45.50 each: $91.00 charged. */
async function paidOrder() {
  const payment = await shop.ledger.record(
    newPayment({ lines: [{ product, unitPriceCents: 4550, amount: 2 }], amount: 9100, created: 1_790_000_000 }),
  );
  await shop.ledger.setStatus(payment.intentId, 'succeeded', 1_790_000_010);
  return payment.intentId;
}

describe("the steps of an order's life in the back office (ADR-051)", () => {
  it('answers each kind of caller as docs/api.md says: staff ship, deliver, cancel and note; owners alone refund', async () => {
    shop = await listenWithBackOffice();
    const callers = await shop.everyone();
    const answers: string[] = [];
    for (const caller of ['nobody', 'shopper', 'clerk', 'owner'] as const) {
      const orderId = await paidOrder();
      const asked = async (method: string, path: string, body?: unknown) =>
        (await shop.send(callers[caller], method, `/api/sell/orders/${orderId}${path}`, body)).status;
      answers.push(
        `${caller}: ${[
          await asked('GET', '/steps'),
          await asked('POST', '/refunds', REFUND),
          await asked('POST', '/notes', { text: 'Gift wrap' }),
          await asked('POST', '/shipment', SHIPMENT),
          await asked('POST', '/delivery'),
        ].join(' ')}`,
      );
      const cancelled = await paidOrder();
      answers.push(
        `${caller} cancels: ${(await shop.send(callers[caller], 'POST', `/api/sell/orders/${cancelled}/cancellation`, { reason: 'Asked' })).status}`,
      );
    }
    expect(answers).toEqual([
      'nobody: 401 401 401 401 401',
      'nobody cancels: 401',
      'shopper: 403 403 403 403 403',
      'shopper cancels: 403',
      'clerk: 200 403 201 201 201',
      'clerk cancels: 201',
      'owner: 200 201 201 201 201',
      'owner cancels: 201',
    ]);
  });

  it('ships with a tracking number, then delivers, each step on record', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    const orderId = await paidOrder();
    const shipped = await shop.send(clerk, 'POST', `/api/sell/orders/${orderId}/shipment`, {
      carrier: ' UPS ',
      trackingNumber: SHIPMENT.trackingNumber,
    });
    expect(shipped.headers.get('Cache-Control')).toBe('no-store');
    expect(await shipped.json()).toMatchObject({
      orderId,
      state: 'shipped',
      chargedCents: 9100,
      leftCents: 9100,
      steps: [{ kind: 'shipped', ...SHIPMENT, seq: 1, by: { id: clerk.id, email: clerk.email } }],
    });
    expect(await (await shop.send(clerk, 'POST', `/api/sell/orders/${orderId}/delivery`)).json()).toMatchObject({
      state: 'delivered',
    });
    // the shopper told once of each step
    expect(shop.mail.messages.filter((message) => message.to === 'ada@example.com').map((message) => message.subject)).toEqual([
      `Your order ${orderId} has shipped`,
      `Your order ${orderId} was delivered`,
    ]);
    const onRecord = (await shop.recorded()).filter((entry) => entry.subject === 'order');
    expect(onRecord.map((entry) => [entry.action, entry.before, (entry.after as { state: string }).state])).toEqual([
      ['shipped', { state: 'paid', leftCents: 9100 }, 'shipped'],
      ['delivered', { state: 'shipped', leftCents: 9100 }, 'delivered'],
    ]);
  });

  it('refunds part, then the rest, each once to the processor; a third refund is refused naming what is left', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    const orderId = await paidOrder();
    const refund = (amountCents: number) =>
      shop.send(owner, 'POST', `/api/sell/orders/${orderId}/refunds`, { amountCents, reason: 'Scratched' });
    expect(await (await refund(4550)).json()).toMatchObject({ state: 'paid', leftCents: 4550 });
    const tooMuch = await refund(4551);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({
      error: 'At most $45.50 is left to refund.',
      state: 'paid',
      leftCents: 4550,
      field: 'amount',
    });
    expect(await (await refund(4550)).json()).toMatchObject({ state: 'refunded', leftCents: 0 });
    const third = await refund(1);
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ state: 'refunded', leftCents: 0 });
    expect(shop.processor.refunds).toEqual([
      { orderId, amountCents: 4550, key: `${orderId}:refund:1` },
      { orderId, amountCents: 4550, key: `${orderId}:refund:2` },
    ]);
  });

  it('refunds one chosen line, then the other; a line twice or for more than it came to is refused', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    const other = builtInCatalogEntries()[1]!.product;
    const lines = [
      { product, unitPriceCents: 4550, amount: 2 },
      { product: other, unitPriceCents: 1000, amount: 1 },
    ];
    const payment = await shop.ledger.record(newPayment({ lines, amount: 10_100, created: 1_790_000_000 }));
    await shop.ledger.setStatus(payment.intentId, 'succeeded', 1_790_000_010);
    const refund = (body: object) => shop.send(owner, 'POST', `/api/sell/orders/${payment.intentId}/refunds`, body);

    const tooMuch = await refund({ amountCents: 1001, reason: 'Torn', lines: [other.id] });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({
      error: 'The chosen lines come to $10.00: refund at most that.',
      field: 'amount',
    });
    expect(await (await refund({ amountCents: 1000, reason: 'Torn', lines: [other.id] })).json()).toMatchObject({
      state: 'paid',
      leftCents: 9100,
      steps: [{ kind: 'refunded', amountCents: 1000, lines: [other.id] }],
    });
    const again = await refund({ amountCents: 1000, reason: 'Torn', lines: [other.id] });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: `${other.title} was refunded already.`, field: 'lines' });
    const junk = await refund({ amountCents: 1000, reason: 'Torn', lines: ['all'] });
    expect(junk.status).toBe(400);
    expect(await (await refund({ amountCents: 9100, reason: 'Lost', lines: [product.id] })).json()).toMatchObject({
      state: 'refunded',
      leftCents: 0,
    });
  });

  it('cancels before shipping with a refund of all that is left, its units back on sale; not once shipped', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    await shop.stock.set(product.id, 5);
    const orderId = await paidOrder();
    expect(await shop.stock.levelsOf([product.id])).toEqual(new Map([[product.id, 3]]));
    const cancelled = await shop.send(clerk, 'POST', `/api/sell/orders/${orderId}/cancellation`, { reason: 'Shopper asked' });
    expect(await cancelled.json()).toMatchObject({
      state: 'cancelled',
      leftCents: 0,
      steps: [{ kind: 'cancelled' }, { kind: 'refunded', amountCents: 9100 }],
    });
    expect(shop.processor.refunds).toEqual([{ orderId, amountCents: 9100, key: `${orderId}:refund:2` }]);
    expect(await shop.stock.levelsOf([product.id])).toEqual(new Map([[product.id, 5]]));
    // on record with the state the cancel found the order in
    const [onRecord] = (await shop.recorded()).filter((entry) => entry.subject === 'order');
    expect(onRecord).toMatchObject({
      action: 'cancelled',
      before: { state: 'paid', leftCents: 9100 },
      after: { state: 'cancelled' },
    });

    const shipped = await paidOrder();
    await shop.send(clerk, 'POST', `/api/sell/orders/${shipped}/shipment`, SHIPMENT);
    const late = await shop.send(clerk, 'POST', `/api/sell/orders/${shipped}/cancellation`, { reason: 'Too late' });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: 'The order is shipped: it cannot be cancelled.',
      state: 'shipped',
      leftCents: 9100,
    });
  });

  it('takes no refund or cancel of an order given back already because its stock sold out (ADR-039)', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    await shop.stock.set(product.id, 2);
    const lines = [{ product, unitPriceCents: 4550, amount: 2 }];
    const late = await shop.ledger.record(newPayment({ lines, amount: 9100 }), 1_790_000_010);
    await shop.stock.releaseLapsed(1_790_000_011);
    await shop.ledger.record(newPayment({ lines, amount: 9100 }), 1_800_000_000);
    expect(await shop.ledger.setStatus(late.intentId, 'succeeded', 1_790_000_100)).toBe('paid_sold_out');
    for (const [path, body] of [
      ['/refunds', REFUND],
      ['/cancellation', { reason: 'Asked' }],
    ] as const) {
      const refused = await shop.send(owner, 'POST', `/api/sell/orders/${late.intentId}${path}`, body);
      expect([refused.status, ((await refused.json()) as { state: string }).state]).toEqual([409, 'refunded']);
    }
    expect(shop.processor.refunds).toEqual([]);
  });

  it('sends a refund the processor could not take again, once, when it is back', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    const orderId = await paidOrder();
    shop.processor.refundsFail = true;
    const taken = await shop.send(owner, 'POST', `/api/sell/orders/${orderId}/refunds`, REFUND);
    expect(taken.status).toBe(201);
    expect(shop.processor.refunds).toEqual([]);
    shop.processor.refundsFail = false;
    await shop.orderSteps.sendWhatIsDue();
    await shop.orderSteps.sendWhatIsDue();
    expect(shop.processor.refunds).toEqual([{ orderId, amountCents: 1000, key: `${orderId}:refund:1` }]);
  });

  it('names bad input, and an order that was never paid', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    const orderId = await paidOrder();
    const problem = async (path: string, body?: unknown) => {
      const response = await shop.send(owner, 'POST', `/api/sell/orders/${orderId}${path}`, body);
      return [response.status, ((await response.json()) as { error: string }).error];
    };
    expect(await problem('/shipment', { carrier: '  ', trackingNumber: '1' })).toEqual([400, 'Carrier is required.']);
    expect(await problem('/shipment', { carrier: 'UPS' })).toEqual([400, 'Tracking number is required.']);
    expect(await problem('/refunds', { amountCents: 10.5, reason: 'x' })).toEqual([
      400,
      'Amount must be a whole number of cents, at least 1.',
    ]);
    expect(await problem('/refunds', { amountCents: 100, reason: 'x', to: 'me' })).toEqual([
      400,
      'The field to cannot be sent here.',
    ]);
    expect(await problem('/notes', { text: 'x'.repeat(2001) })).toEqual([400, 'Note has at most 2,000 characters.']);
    const unknown = await shop.send(owner, 'GET', '/api/sell/orders/pi_never/steps');
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'No paid order with id pi_never.' }]);
    expect((await shop.send(owner, 'GET', '/api/sell/orders/not%20an%20id/steps')).status).toBe(400);
  });
});
