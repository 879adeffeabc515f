import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatalogError } from '../../../ports/errors';
import { renderApp } from '../../test/render-app';

describe('product page', () => {
  it('shows the product: title, stars with count, price, description, In Stock and Add to cart', async () => {
    const { screen, user, basket } = await renderApp('/products/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portable SSD 1TB' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Portable SSD 1TB' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('319 reviews')).toBeInTheDocument();
    expect(screen.getByText('Portable SSD 1TB: a sample product for tests.')).toBeInTheDocument();
    const buyBox = screen.getByRole('complementary', { name: 'Buy box' });
    expect(within(buyBox).getByText('$1,099.50')).toBeInTheDocument();
    expect(within(buyBox).getByText('In Stock')).toBeInTheDocument();
    // the route's head names the product and its price (src/shared/head/page-head.ts)
    await waitFor(() => expect(document.title).toBe('Portable SSD 1TB: $1,099.50 | Shopfront'));

    await user.click(within(buyBox).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' }));
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 5, amount: 1 })]);
  });

  it('opens from a grid card link', async () => {
    const { screen, user } = await renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Rain Jacket' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rain Jacket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "‹ Back to women's clothing" })).toHaveAttribute(
      'href',
      "/category/women's%20clothing",
    );
  });

  it('shows the failure message and loads again on Try again', async () => {
    const { screen, user, catalog } = await renderApp('/products/2', {
      setup: ({ catalog }) => {
        catalog.switches.failWith = new CatalogError('catalogue host down');
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to load product details. Please try again later.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    catalog.switches.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Summer Shirt' })).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id, asking only once', async () => {
    const {
      screen,
      catalog: { calls },
    } = await renderApp('/products/999');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that product." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(calls.filter((call) => call === 'getProduct:999')).toHaveLength(1);
  });

  it('shows a not-found state for an id that is not a number, without asking the catalogue', async () => {
    const {
      screen,
      catalog: { calls },
    } = await renderApp('/products/abc');
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that product." })).toBeInTheDocument();
    expect(calls.some((call) => call.startsWith('getProduct'))).toBe(false);
  });
});
