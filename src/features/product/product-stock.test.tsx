import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

// ADR-039: the product page and the basket on the stock the shop keeps (a memory double here)
describe('stock on the product page', () => {
  const stocked = (figures: Array<[number, number]>) => ({
    setup: ({ stock }: { stock: { set(id: number, amount: number): Promise<unknown> } }) => {
      for (const [id, amount] of figures) void stock.set(id, amount);
    },
  });

  it('says how many are left when few are, and offers no more than that', async () => {
    const { screen } = await renderApp('/products/5', stocked([[5, 3]]));
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    expect(await within(buyBox).findByText('Only 3 left in stock - order soon.')).toBeInTheDocument();
    expect(
      within(within(buyBox).getByLabelText('Quantity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it('says In Stock for plenty, and for a product the shop does not count', async () => {
    const { screen } = await renderApp('/products/5', stocked([[5, 6]]));
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    expect(await within(buyBox).findByText('In Stock')).toBeInTheDocument();
    expect(within(within(buyBox).getByLabelText('Quantity')).getAllByRole('option')).toHaveLength(6);
  });

  it('offers no working Add to cart or Buy Now when none are left', async () => {
    const { screen, user, basket } = await renderApp('/products/5', stocked([[5, 0]]));
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    expect(await within(buyBox).findByText('Currently unavailable.')).toBeInTheDocument();
    expect(within(buyBox).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' })).toBeDisabled();
    expect(within(buyBox).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(within(buyBox).queryByLabelText('Quantity')).toBeNull();
    await user.click(within(buyBox).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' }));
    expect(basket.getState().basket).toEqual([]);
  });

  it('refuses an add past what is left, saying how many are left and how many the basket holds', async () => {
    const { screen, user, basket } = await renderApp('/products/5', stocked([[5, 2]]));
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    await within(buyBox).findByText('Only 2 left in stock - order soon.');
    const add = within(buyBox).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(await within(buyBox).findByText('Only 2 left in stock, and 2 are in your basket already.')).toBeInTheDocument();
    expect(within(buyBox).getByText('Not added: Portable SSD 1TB')).toBeInTheDocument();
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 5, amount: 2 })]);
  });
});

describe('stock in the cart', () => {
  it('marks a line above what is left and holds checkout until it is lowered', async () => {
    const { screen, user, basket, stock } = await renderApp('/products/5');
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    await within(buyBox).findByText('In Stock');
    await user.selectOptions(within(buyBox).getByLabelText('Quantity'), '3');
    await user.click(within(buyBox).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' }));
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 5, amount: 3 })]);
    // the stock falls meanwhile
    await stock.set(5, 1);
    await user.click(screen.getByRole('link', { name: /^Cart, 3 items$/ }));
    expect(await screen.findByText('Only 1 left in stock. Please lower the quantity to check out.')).toBeInTheDocument();
    expect(screen.getByText('Change the items marked above to continue to checkout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Portable SSD 1TB' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Portable SSD 1TB' }));
    expect(await screen.findByRole('link', { name: 'Continue to checkout' })).toBeInTheDocument();
    expect(screen.getByText('Only 1 left in stock')).toBeInTheDocument();
  });
});
