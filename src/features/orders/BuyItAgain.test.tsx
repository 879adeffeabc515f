import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../ports/entities';
import { CatalogError } from '../../../ports/errors';
import type { createMemoryPorts } from '../../../test-doubles/memory-ports';
import { testProducts } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };
const byId = (id: number) => testProducts.find((p) => p.id === id) as Product;
const ring = byId(4); // $9.99 in the catalogue today
const shirt = byId(2); // $22.30 in the catalogue today
// a product the catalogue has since dropped
const lamp: Product = { ...byId(8), id: 999, title: 'Paper Lamp', price: 15 };

const order: Order = {
  id: 'pi_past',
  basket: [
    { ...ring, amount: 2 },
    { ...shirt, price: 25, amount: 1 },
    { ...lamp, amount: 1 },
  ],
  amount: 6498,
  created: 1_700_000_000,
};

async function renderOrders(setup?: (doubles: ReturnType<typeof createMemoryPorts>) => void) {
  const app = await renderApp('/Orders', {
    signedIn: ada,
    setup: (doubles) => {
      doubles.orders.store.set(ada.uid, new Map([[order.id, structuredClone(order)]]));
      setup?.(doubles);
    },
  });
  await app.screen.findByRole('listitem', { name: 'Order pi_past' });
  return app;
}

describe('Buy it again on past orders (ADR-010)', () => {
  it("adds one of the product at today's price, without a notice when the price is the same", async () => {
    const { screen, user } = await renderOrders();
    await user.click(screen.getByRole('button', { name: 'Buy it again: Rose Gold Ring' }));

    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByText('Added to cart: Rose Gold Ring')).toBeInTheDocument();
    expect(screen.queryByText(/^Price changed/)).not.toBeInTheDocument();
  });

  it("adds at today's price, not the order's, and says the price changed", async () => {
    const { screen, user } = await renderOrders();
    await user.click(screen.getByRole('button', { name: 'Buy it again: Linen Summer Shirt' }));

    const notice = await screen.findByText('Price changed: now $22.30, was $25.00');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    // the order still shows what was paid
    expect(screen.getByText('$25.00 × 1')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cart, 1 item' }));
    expect(await screen.findByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (1 items): $22.30');
  });

  it('adds nothing for a product the catalogue no longer has, and says so', async () => {
    const { screen, user, basket } = await renderOrders();
    await user.click(screen.getByRole('button', { name: 'Buy it again: Paper Lamp' }));

    expect(await screen.findByText('Paper Lamp is no longer available.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(basket.getState().basket).toEqual([]);
  });

  it('adds nothing when the catalogue cannot be reached, and asks to try again', async () => {
    const app = await renderOrders(({ catalog }) => void (catalog.switches.failWith = new CatalogError('down')));
    const { screen, user } = app;
    const line = within(screen.getByRole('listitem', { name: 'Order pi_past' }));
    await user.click(line.getByRole('button', { name: 'Buy it again: Rose Gold Ring' }));
    expect(await screen.findByText('Could not check the current price. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    app.catalog.switches.failWith = null;
    await user.click(line.getByRole('button', { name: 'Buy it again: Rose Gold Ring' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.queryByText('Could not check the current price. Please try again.')).not.toBeInTheDocument();
  });
});
