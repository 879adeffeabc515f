import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../ports/entities';
import type { createMemoryPorts } from '../../../test-doubles/memory-ports';
import { testProducts } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };
const ring = testProducts.find((p) => p.id === 4) as Product;
const created = Date.UTC(2026, 10, 25, 12) / 1000;
const order: Order = { id: 'pi_life', basket: [{ ...ring, amount: 2 }], amount: 1998, created };

const withAdas = (orders: Order[]) => (doubles: ReturnType<typeof createMemoryPorts>) => {
  doubles.orders.store.set(ada.uid, new Map(orders.map((each) => [each.id, structuredClone(each)])));
};

describe("an order's life on its page (ADR-051)", () => {
  it('shows where the order is: ordered, shipped with a link to the carrier’s tracking, delivered, a refund', async () => {
    const followed: Order = {
      ...order,
      status: 'delivered',
      timeline: [
        { kind: 'shipped', at: created + 86_400, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
        { kind: 'delivered', at: created + 3 * 86_400 },
        { kind: 'refunded', at: created + 4 * 86_400, amountCents: 500 },
      ],
    };
    const { screen } = await renderApp('/Orders/pi_life', { signedIn: ada, setup: withAdas([followed]) });
    const where = await screen.findByRole('region', { name: 'Where it is' });
    expect(
      within(where)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ordered 11/25/2026',
      'Shipped with UPS, tracking number 1Z999AA10123456784 Track package 11/26/2026',
      'Delivered 11/28/2026',
      'Refunded $5.00 11/29/2026',
    ]);
    expect(within(where).getByRole('link', { name: 'Track package' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    // a shipped order is no longer the shopper's to cancel
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('lets the shopper cancel an order not shipped yet, after a confirmation, and shows it cancelled and refunded', async () => {
    const { screen, user } = await renderApp('/Orders/pi_life', { signedIn: ada, setup: withAdas([order]) });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const asking = screen.getByRole('group', { name: 'Cancel this order?' });
    expect(asking).toHaveTextContent('All you paid, $19.98, goes back to your card at once.');
    await user.click(within(asking).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('group', { name: 'Cancel this order?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    const where = await screen.findByRole('region', { name: 'Where it is' });
    expect(await within(where).findByText('Refunded $19.98', { exact: false })).toBeInTheDocument();
    expect(within(where).getByText('Cancelled', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
