import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../../../../server/catalog/built-in-products';
import { listenWithBackOffice } from '../../../../server/test-support/back-office';
import { newPayment } from '../../../../server/test-support/ledger-contract';
import { formatCents } from '../../../domain/money';
import { openBackOffice } from '../../../test/back-office-page';
import { dollarsOf } from '../money-field';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

const LONG = { timeout: 5000 };
const product = builtInCatalogEntries()[0]!.product;

/** A paid order of two units at $45.50: $91.00 charged. */
async function paidOrder(email = 'ann@example.com') {
  const payment = await shop.ledger.record(
    newPayment({ shopper: { uid: email, email }, lines: [{ product, unitPriceCents: 4550, amount: 2 }], amount: 9100 }),
  );
  await shop.ledger.setStatus(payment.intentId, 'succeeded', payment.created + 5);
  return payment.intentId;
}

describe("an order's page in the back office (ADR-051)", () => {
  it('ships with a tracking number, marks delivered, refunds part and says what is left; refuses more in the server’s words', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    const orderId = await paidOrder();
    const { screen, user } = await openBackOffice('/sell/orders', shop.baseUrl, owner);
    await user.click(await screen.findByRole('link', { name: orderId }, LONG));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` }, LONG)).toBeInTheDocument();
    expect(await screen.findByText('Status: Paid, not shipped yet.')).toBeInTheDocument();
    expect(screen.getByText(`Placed`, { exact: false })).toHaveTextContent('ann@example.com, $91.00');

    const ship = screen.getByRole('form', { name: 'Ship the order' });
    await user.type(within(ship).getByLabelText('Carrier'), 'UPS');
    await user.type(within(ship).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(ship).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Shipped.')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(/Shipped with UPS, tracking number 1Z999AA10123456784/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cancel the order' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Status: Delivered.')).toBeInTheDocument();

    const refund = screen.getByRole('form', { name: 'Refund' });
    await user.type(within(refund).getByLabelText('Amount'), '10');
    await user.type(within(refund).getByLabelText('Reason'), 'Arrived scratched');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded.')).toBeInTheDocument();
    expect(within(history).getByText(/Refunded \$10\.00: Arrived scratched/)).toBeInTheDocument();
    expect(screen.getByText('Left to refund: $81.00', { exact: false })).toBeInTheDocument();
    expect(shop.processor.refunds).toEqual([{ orderId, amountCents: 1000, key: `${orderId}:refund:3` }]);
    // the form is empty again: nothing is left behind to be sent twice
    const again = screen.getByRole('form', { name: 'Refund' });
    expect(within(again).getByLabelText('Amount')).toHaveValue('');
    expect(within(again).getByLabelText('Reason')).toHaveValue('');

    await user.type(within(again).getByLabelText('Amount'), '81.01');
    await user.type(within(again).getByLabelText('Reason'), 'Late');
    await user.click(within(again).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most $81.00 is left to refund.')).toBeInTheDocument();
    await user.clear(within(again).getByLabelText('Amount'));
    await user.type(within(again).getByLabelText('Amount'), 'ten');
    await user.click(within(again).getByRole('button', { name: 'Refund' }));
    expect(within(again).getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('Type an amount in dollars'),
    );
  });

  it('refunds one chosen line, then the rest; the order reads refunded in full and offers no more refund', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    const [first, second] = builtInCatalogEntries().map((entry) => entry.product) as [typeof product, typeof product];
    const cents = (price: number) => Math.round(price * 100);
    const payment = await shop.ledger.record(
      newPayment({
        lines: [
          { product: first, unitPriceCents: cents(first.price), amount: 2 },
          { product: second, unitPriceCents: cents(second.price), amount: 1 },
        ],
        amount: cents(first.price) * 2 + cents(second.price),
      }),
    );
    await shop.ledger.setStatus(payment.intentId, 'succeeded', payment.created + 5);
    const { screen, user } = await openBackOffice(`/sell/orders/${payment.intentId}`, shop.baseUrl, owner);
    const refund = await screen.findByRole('form', { name: 'Refund' }, LONG);
    await user.click(within(refund).getByRole('checkbox', { name: `1 × ${second.title} (${formatCents(cents(second.price))})` }));
    expect(within(refund).getByLabelText('Amount')).toHaveValue(dollarsOf(cents(second.price)));
    await user.type(within(refund).getByLabelText('Reason'), 'Arrived broken');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(`Refunded ${formatCents(cents(second.price))} for 1 × ${second.title}: Arrived broken`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    const rest = cents(first.price) * 2;
    expect(screen.getByText(`Left to refund: ${formatCents(rest)}`, { exact: false })).toBeInTheDocument();
    // a line refunded is not chosen again
    const theRest = screen.getByRole('form', { name: 'Refund' });
    expect(within(theRest).getByRole('checkbox', { name: new RegExp(`${second.title}.*, refunded$`) })).toBeDisabled();

    await user.click(within(theRest).getByRole('checkbox', { name: `2 × ${first.title} (${formatCents(rest)})` }));
    expect(within(theRest).getByLabelText('Amount')).toHaveValue(dollarsOf(rest));
    await user.type(within(theRest).getByLabelText('Reason'), 'Arrived broken too');
    await user.click(within(theRest).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Status: Refunded in full.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    expect(shop.processor.refunds.map((sent) => sent.amountCents)).toEqual([cents(second.price), rest]);
  });

  it('lets staff cancel an order before it ships, all of it refunded, but not refund', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    const orderId = await paidOrder();
    const { screen, user } = await openBackOffice(`/sell/orders/${orderId}`, shop.baseUrl, clerk);
    expect(await screen.findByText('Status: Paid, not shipped yet.', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    const cancel = screen.getByRole('form', { name: 'Cancel the order' });
    expect(within(cancel).getByLabelText('Reason')).toHaveAccessibleDescription('All that is left, $91.00, is refunded.');
    await user.type(within(cancel).getByLabelText('Reason'), 'The shopper asked');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled, and all that was left refunded.')).toBeInTheDocument();
    expect(screen.getByText('Status: Cancelled.')).toBeInTheDocument();
    expect(screen.getByText(/Refunded \$91\.00: The shopper asked/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ship the order' })).not.toBeInTheDocument();

    const note = screen.getByRole('form', { name: 'Add a note' });
    await user.type(within(note).getByLabelText('Note'), 'Called the shopper');
    await user.click(within(note).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(/Note: Called the shopper/)).toBeInTheDocument();
  });
});
