import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

// ADR-039: a grid's cards show the stock the shop keeps (a memory double here), asked once per grid
describe('stock on a grid of products', () => {
  it('marks the cards with few or none left and disables Add to cart on the one with none', async () => {
    const { screen } = await renderApp('/category/electronics', {
      setup: ({ stock }) => {
        void stock.set(5, 2);
        void stock.set(6, 0);
      },
    });
    const grid = await screen.findByRole('list', { name: 'Products in electronics' });
    const [ssd, monitor] = within(grid).getAllByRole('article');
    expect(await within(ssd!).findByText('Only 2 left')).toBeInTheDocument();
    expect(within(ssd!).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' })).toBeEnabled();
    expect(within(monitor!).getByText('Currently unavailable')).toBeInTheDocument();
    expect(within(monitor!).getByRole('button', { name: 'Add to cart: 27 inch Monitor' })).toBeDisabled();
  });

  it('asks for the whole grid in one question, and the product page then knows its stock', async () => {
    let levelsOf: ReturnType<typeof vi.spyOn> | undefined;
    const { screen, user } = await renderApp('/category/electronics', {
      setup: ({ stock }) => {
        void stock.set(5, 3);
        levelsOf = vi.spyOn(stock, 'levelsOf');
      },
    });
    const grid = await screen.findByRole('list', { name: 'Products in electronics' });
    await within(grid).findByText('Only 3 left');
    expect(levelsOf!.mock.calls).toEqual([[[5, 6]]]);
    await user.click(within(grid).getByRole('link', { name: 'Portable SSD 1TB' }));
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    expect(within(buyBox).getByText('Only 3 left in stock - order soon.')).toBeInTheDocument();
    expect(levelsOf).toHaveBeenCalledTimes(1);
  });
});
