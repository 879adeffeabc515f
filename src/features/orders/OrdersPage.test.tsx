import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../ports/entities';
import { OrdersError } from '../../../ports/errors';
import type { createMemoryPorts } from '../../../test-doubles/memory-ports';
import { testProducts } from '../../../test-doubles/test-products';
import { expectConsoleMessages } from '../../test/console-checks';
import { renderApp } from '../../test/render-app';

type Doubles = ReturnType<typeof createMemoryPorts>;

const ada = { uid: 'u1', email: 'ada@example.com' };
const bob = { uid: 'u2', email: 'bob@example.com' };
const byId = (id: number) => testProducts.find((p) => p.id === id) as Product;

const older: Order = { id: 'pi_older', basket: [{ ...byId(8), amount: 2 }], amount: 2598, created: 1_700_000_000 };
const newer: Order = {
  id: 'pi_newer',
  basket: [
    { ...byId(4), amount: 1 },
    { ...byId(2), amount: 1 },
  ],
  amount: 2599,
  created: 1_750_000_000,
};

/** Puts orders straight into the double's store, before the app starts. */
function given(doubles: Doubles, uid: string, orders: Order[]) {
  doubles.orders.store.set(uid, new Map(orders.map((order) => [order.id, structuredClone(order)])));
}

/** Counts the open subscriptions per user by wrapping the double's watchOrders. */
function countSubscriptions(doubles: Doubles) {
  const open = new Map<string, number>();
  const watch = doubles.orders.orders.watchOrders.bind(doubles.orders.orders);
  doubles.orders.orders.watchOrders = (uid, onOrders, onError) => {
    open.set(uid, (open.get(uid) ?? 0) + 1);
    const stop = watch(uid, onOrders, onError);
    let stopped = false;
    return () => {
      if (!stopped) open.set(uid, open.get(uid)! - 1);
      stopped = true;
      stop();
    };
  };
  return open;
}

describe('orders page (requirements §2 "Orders page", requirements §4)', () => {
  it("keeps nothing of the page or the shopper's orders in this browser's storage (ADR-036)", async () => {
    const { screen } = await renderApp('/Orders', { signedIn: ada, setup: (doubles) => given(doubles, ada.uid, [newer, older]) });
    expect(await screen.findByRole('listitem', { name: 'Order pi_newer' })).toBeInTheDocument();
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    expect(stored.filter((entry) => entry.includes('pi_newer') || entry.includes('<'))).toEqual([]);
  });

  it("titles the page 'Your Orders' and shows 'Loading your orders...' until the list arrives", async () => {
    const { screen } = await renderApp('/Orders', {
      signedIn: ada,
      setup: (doubles) => {
        doubles.orders.switches.delayMs = 500;
        given(doubles, ada.uid, [older]);
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Order pi_older' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load orders. Please try again later.' when the store fails", async () => {
    // the page logs why the orders could not be read
    expectConsoleMessages(/^Could not load orders OrdersError: permission denied/);
    const { screen } = await renderApp('/Orders', {
      signedIn: ada,
      setup: (doubles) => {
        doubles.orders.switches.failWith = new OrdersError('permission denied');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again later.');
    expect(screen.queryByText('Loading your orders...')).not.toBeInTheDocument();
  });

  it("says 'You haven't placed any orders yet.' for a shopper without orders, and no success message", async () => {
    const { screen } = await renderApp('/Orders', { signedIn: ada });
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.queryByText('Your order has been placed successfully!')).not.toBeInTheDocument();
  });

  it('shows each order with Order ID, Order Date, Total Amount and its products, newest first', async () => {
    const { screen } = await renderApp('/Orders', { signedIn: ada, setup: (doubles) => given(doubles, ada.uid, [older, newer]) });
    const cards = await screen.findAllByRole('listitem', { name: /^Order / });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order pi_newer', 'Order pi_older']);

    const card = within(cards[0]!);
    // eslint-disable-next-line testing-library/no-node-access -- each fact is the value after its label, as the page shows it
    expect(card.getByText('Order ID').nextElementSibling).toHaveTextContent('pi_newer');
    // eslint-disable-next-line testing-library/no-node-access -- each fact is the value after its label, as the page shows it
    expect(card.getByText('Order Date').nextElementSibling).toHaveTextContent('6/15/2025');
    // eslint-disable-next-line testing-library/no-node-access -- each fact is the value after its label, as the page shows it
    expect(card.getByText('Total Amount').nextElementSibling).toHaveTextContent('$25.99');
    expect(card.getByText('Rose Gold Ring')).toBeInTheDocument();
    expect(card.getByText('Linen Summer Shirt')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- each fact is the value after its label, as the page shows it
    expect(within(cards[1]!).getByText('Total Amount').nextElementSibling).toHaveTextContent('$25.98');
    expect(within(cards[1]!).getByText('Cotton Tee')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$12.99 × 2')).toBeInTheDocument();
  });

  it('does not show the success message when the page is opened with a made-up address', async () => {
    const { screen } = await renderApp('/Orders?placed=true', { signedIn: ada });
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.queryByText('Your order has been placed successfully!')).not.toBeInTheDocument();
  });

  it('shows a new order live, without reload', async () => {
    const app = await renderApp('/Orders', { signedIn: ada, setup: (doubles) => given(doubles, ada.uid, [older]) });
    await app.screen.findByRole('listitem', { name: 'Order pi_older' });
    await act(() => app.orders.orders.saveOrder(ada.uid, newer));
    const cards = await app.screen.findAllByRole('listitem', { name: /^Order / });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order pi_newer', 'Order pi_older']);
  });

  it('closes the subscription when the shopper leaves the page', async () => {
    let open = new Map<string, number>();
    const app = await renderApp('/Orders', { signedIn: ada, setup: (doubles) => (open = countSubscriptions(doubles)) });
    await app.screen.findByText("You haven't placed any orders yet.");
    expect(open.get(ada.uid)).toBe(1);
    await app.user.click(app.screen.getByRole('link', { name: 'Cart, 0 items' }));
    expect(await app.screen.findByText('Oops! No items in your cart.')).toBeInTheDocument();
    expect(open.get(ada.uid)).toBe(0);
  });

  it("closes the subscription when the user changes and shows the new user's orders only", async () => {
    let open = new Map<string, number>();
    const app = await renderApp('/Orders', {
      signedIn: ada,
      setup: (doubles) => {
        open = countSubscriptions(doubles);
        doubles.auth.accounts.set(bob.email, { uid: bob.uid, password: 'secret1' });
        given(doubles, ada.uid, [older]);
        given(doubles, bob.uid, [newer]);
      },
    });
    await app.screen.findByRole('listitem', { name: 'Order pi_older' });
    await act(() => app.auth.auth.signIn(bob.email, 'secret1'));
    expect(await app.screen.findByRole('listitem', { name: 'Order pi_newer' })).toBeInTheDocument();
    expect(app.screen.queryByRole('listitem', { name: 'Order pi_older' })).not.toBeInTheDocument();
    expect(open.get(ada.uid)).toBe(0);
    expect(open.get(bob.uid)).toBe(1);
  });

  it("sends a shopper whose session ends here (another tab) to /auth with 'You must be logged in to view your orders'", async () => {
    let open = new Map<string, number>();
    const app = await renderApp('/Orders', { signedIn: ada, setup: (doubles) => (open = countSubscriptions(doubles)) });
    await app.screen.findByText("You haven't placed any orders yet.");
    // Sign Out here goes to the home page instead (ADR-019, routes/protected-routes.test.tsx)
    await act(() => app.ports.auth.signOut());
    expect(await app.screen.findByText('You must be logged in to view your orders')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/auth');
    expect(app.router.state.location.search).toMatchObject({ redirect: '/Orders' });
    expect(open.get(ada.uid)).toBe(0);
  });

  it("sends a signed-out visitor to /auth with the route's wording 'you must log in to view your orders'", async () => {
    const { screen, router } = await renderApp('/Orders');
    expect(await screen.findByText('you must log in to view your orders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
