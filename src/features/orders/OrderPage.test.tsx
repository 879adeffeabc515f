import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../ports/entities';
import type { createMemoryPorts } from '../../../test-doubles/memory-ports';
import { testProducts } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };
const bob = { uid: 'u2', email: 'bob@example.com' };
const ring = testProducts.find((p) => p.id === 4) as Product;

// Wednesday 25 November 2026, noon UTC: three business days later is Monday 30 November
const order: Order = {
  id: 'pi_followed',
  basket: [{ ...ring, amount: 2 }],
  amount: 1998,
  created: Date.UTC(2026, 10, 25, 12) / 1000,
  delivery: { street: '5 Elm Street', city: 'Springfield, IL', postcode: '62701', country: 'United States' },
  cardLast4: '4242',
};

/** The definition beside the term `name` in `within`'s description lists. */
function fact(list: HTMLElement, name: string) {
  const terms = within(list).getAllByRole('term');
  return within(list).getAllByRole('definition')[terms.findIndex((term) => term.textContent === name)];
}

const withAdasOrder = (doubles: ReturnType<typeof createMemoryPorts>) => {
  doubles.orders.store.set(ada.uid, new Map([[order.id, structuredClone(order)]]));
  doubles.auth.accounts.set(bob.email, { uid: bob.uid, password: 'secret1' });
};

describe('one order on its own page (ADR-021)', () => {
  it('is linked from /Orders and shows status, lines, total, address, date and the last four digits', async () => {
    const { screen, user, router } = await renderApp('/Orders', { signedIn: ada, setup: withAdasOrder });
    const card = await screen.findByRole('listitem', { name: 'Order pi_followed' });
    expect(fact(card, 'Status')).toHaveTextContent('Paid');
    await user.click(within(card).getByRole('link', { name: 'View order details of order pi_followed' }));

    expect(router.state.location.pathname).toBe('/Orders/pi_followed');
    const details = await screen.findByRole('article', { name: 'Order pi_followed' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order details');
    expect(fact(details, 'Status')).toHaveTextContent('Paid');
    expect(fact(details, 'Total Amount')).toHaveTextContent('$19.98');
    expect(fact(details, 'Order Date')).toHaveTextContent(new Date(order.created * 1000).toLocaleDateString());
    expect(fact(details, 'Paid with')).toHaveTextContent('Card ending in 4242');
    expect(fact(details, 'Arrives by')).toHaveTextContent('Monday, November 30');
    expect(fact(details, 'Delivery address')).toHaveTextContent('5 Elm StreetSpringfield, IL 62701United States');
    const lines = within(within(details).getByRole('list', { name: 'Products in this order' })).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent(`${ring.title}$9.99 × 2$19.98`);
  });

  it('answers another shopper that there is no such order, never showing it', async () => {
    const app = await renderApp('/Orders/pi_followed', { signedIn: ada, setup: withAdasOrder });
    await app.screen.findByRole('article', { name: 'Order pi_followed' });

    await act(() => app.auth.auth.signIn(bob.email, 'secret1'));

    expect(await app.screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(app.screen.getByText('There is no order pi_followed among your orders.')).toBeInTheDocument();
    expect(app.screen.queryByRole('article')).toBeNull();
    expect(app.screen.queryByText('5 Elm Street')).toBeNull();
  });
});
