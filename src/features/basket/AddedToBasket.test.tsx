import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('Add to cart confirms', () => {
  it('says what was added in a polite live region, with the subtotal and a way to the cart, and keeps the focus', async () => {
    const { screen, user, basket } = await renderApp('/products/5');
    const add = await screen.findByRole('button', { name: 'Add to cart: Portable SSD 1TB' });
    // a live region without the status role, so that a page's own status message stays the only one;
    // on a product page, the one inside the buy box (ADR-020)
    const buyBox = screen.getByRole('complementary', { name: 'Buy box' });
    // eslint-disable-next-line testing-library/no-node-access -- a live region has no role to find it by
    const status = buyBox.querySelector<HTMLElement>('[aria-live="polite"]')!;
    expect(status).toBeEmptyDOMElement();

    await user.click(add);
    expect(within(status).getByText('Added to cart: Portable SSD 1TB')).toBeInTheDocument();
    expect(within(status).getByText('Cart subtotal: $1,099.50')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/Cart');
    expect(add).toHaveFocus();

    // pressing again adds again (requirements §4), and says so again
    await user.click(add);
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 5, amount: 2 })]);
    expect(within(status).getByText('Cart subtotal: $2,199.00')).toBeInTheDocument();

    // it belongs to the page of the press: following it to the cart puts it away
    await user.click(within(status).getByRole('link', { name: 'Go to Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your Shopping Basket' })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });

  it('closes with its Close button, which hands the focus back, and with Escape (ADR-020)', async () => {
    const { screen, user } = await renderApp('/products/5');
    const add = await screen.findByRole('button', { name: 'Add to cart: Portable SSD 1TB' });
    await user.click(add);
    expect(screen.getByText('Added to cart: Portable SSD 1TB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the cart confirmation' }));
    expect(screen.queryByText('Added to cart: Portable SSD 1TB')).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await user.click(add);
    expect(screen.getByText('Added to cart: Portable SSD 1TB')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Added to cart: Portable SSD 1TB')).not.toBeInTheDocument();
  });

  it('says when the line was already at the maximum quantity (ADR-020)', async () => {
    const { screen, user, basket } = await renderApp('/products/5');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Portable SSD 1TB' }));
    expect(screen.getByText('Added to cart: Portable SSD 1TB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Portable SSD 1TB' }));
    expect(screen.getByText('Quantity limit reached: Portable SSD 1TB')).toBeInTheDocument();
    expect(screen.getByText('A cart holds at most 10 of a product: this line now holds 10.')).toBeInTheDocument();
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 5, amount: 10 })]);
  });
});
