import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { testProducts } from '../../test-doubles/test-products';
import { renderApp } from '../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };
const ring = testProducts.find((p) => p.id === 4) as Product;

describe('one delivery place for the header and checkout (ADR-021)', () => {
  it('starts at the shop place, shows free delivery and an arrival day, and takes the address the shopper gives', async () => {
    const app = await renderApp('/Payment', { signedIn: ada });
    act(() => app.basket.getState().add(ring));
    const { screen, user } = app;
    const header = screen.getByRole('banner');
    const delivery = await screen.findByRole('region', { name: 'Delivery address' });
    expect(within(header).getByText('Chicago, IL 60601')).toBeInTheDocument();
    expect(within(delivery).getByText('Chicago, IL 60601')).toBeInTheDocument();
    expect(screen.getByText(/^Delivery:/)).toHaveTextContent('Delivery: FREE (FREE delivery on every order)');
    expect(screen.getByText(/^Arrives by/)).toHaveTextContent(/^Arrives by \w+day, \w+ \d+$/);

    await user.click(within(delivery).getByRole('button', { name: 'Change delivery address' }));
    const form = within(delivery).getByRole('form', { name: 'New delivery address' });
    for (const [label, value] of [
      ['Street and number', '5 Elm Street'],
      ['City and state', 'Springfield, IL'],
      ['ZIP code', '62701'],
    ]) {
      await user.clear(within(form).getByLabelText(label!));
      await user.type(within(form).getByLabelText(label!), value!);
    }
    await user.click(within(form).getByRole('button', { name: 'Use this address' }));

    expect(within(delivery).getByText('5 Elm Street')).toBeInTheDocument();
    expect(within(delivery).getByText('Springfield, IL 62701')).toBeInTheDocument();
    expect(within(header).getByText('Springfield, IL 62701')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByText('Your order has been placed successfully!');
    const [order] = [...(app.orders.store.get(ada.uid)?.values() ?? [])];
    expect(order?.delivery).toEqual({
      street: '5 Elm Street',
      city: 'Springfield, IL',
      postcode: '62701',
      country: 'United States',
    });
  });
});
