import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const categoryLinks = ['Electronics', 'Jewelery', "Men's Clothing", "Women's Clothing"];

describe('ways on from a page with nothing to show', () => {
  it('an empty order history offers the categories and the home page', async () => {
    const { screen } = await renderApp('/Orders', { signedIn: { uid: 'u1', email: 'ada@example.com' } });
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    const waysOn = screen.getByRole('navigation', { name: 'Keep shopping' });
    expect(
      within(waysOn)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...categoryLinks, 'Back to the home page']);
    expect(within(waysOn).getByRole('link', { name: "Men's Clothing" })).toHaveAttribute('href', "/category/men's%20clothing");
    expect(within(waysOn).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('a search with no result does too', async () => {
    const { screen } = await renderApp('/search?q=zebra');
    expect(await screen.findByText('No products match "zebra"')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Keep shopping' })).toBeInTheDocument();
  });
});
