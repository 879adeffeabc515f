import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('header cart link (requirements §2 "Header")', () => {
  it('shows 0 items and links to /Cart on an empty basket', async () => {
    const { screen } = await renderApp('/Cart');
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveAttribute('href', '/Cart');
    expect(cart).toHaveTextContent('0');
  });

  it('counts the sum of amounts, not lines, and updates after each Add to cart', async () => {
    const { screen, user } = await renderApp("/category/women's clothing");
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Rain Jacket' }));
    const cart = screen.getByRole('link', { name: 'Cart, 1 item' });
    expect(cart).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Add to cart: Rain Jacket' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Cotton Tee' }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
  });

  it('follows the quantity buttons of the cart page', async () => {
    const { screen, user } = await renderApp('/products/7');
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Rain Jacket' }));
    await user.click(screen.getByRole('link', { name: 'Cart, 1 item' }));
    const main = screen.getByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Increase quantity of Rain Jacket' }));
    await user.click(within(main).getByRole('button', { name: 'Increase quantity of Rain Jacket' }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
    await user.click(within(main).getByRole('button', { name: 'Decrease quantity of Rain Jacket' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
  });
});
