import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../ports/entities';
import { testProducts } from '../../../test-doubles/test-products';
import { visuallyHidden } from '../../shared/theme/recipes.css';
import { renderApp } from '../../test/render-app';

const bracelet = testProducts.find((product) => product.id === 3) as Product; // $695.00

describe('basket line', () => {
  it("shows the line's total, which a screen reader hears as 'Line total' and the amount", async () => {
    const app = await renderApp('/Cart');
    act(() => {
      app.basket.getState().add(bracelet);
      app.basket.getState().add(bracelet);
    });
    const line = within(app.screen.getByRole('list', { name: 'Basket lines' })).getByRole('listitem');
    // the words are hidden text inside the paragraph, so they are read, not an ignored aria-label
    const words = within(line).getByText('Line total');
    expect(words).toHaveClass(visuallyHidden);
    // eslint-disable-next-line testing-library/no-node-access -- the hidden words and the total share one paragraph
    expect(words.parentElement).toHaveTextContent('Line total $1,390.00');
    // eslint-disable-next-line testing-library/no-node-access -- the hidden words and the total share one paragraph
    expect(words.parentElement).not.toHaveAttribute('aria-label');

    await app.user.click(within(line).getByRole('button', { name: 'Decrease quantity of Silver Wave Bracelet' }));
    // eslint-disable-next-line testing-library/no-node-access -- the hidden words and the total share one paragraph
    expect(words.parentElement).toHaveTextContent('Line total $695.00');
  });

  it("stops the + at the product page's maximum, saying why to assistive technology (ADR-020)", async () => {
    const app = await renderApp('/Cart');
    act(() => app.basket.getState().add(bracelet, 9));
    const line = within(app.screen.getByRole('list', { name: 'Basket lines' })).getByRole('listitem');
    const increase = within(line).getByRole('button', { name: 'Increase quantity of Silver Wave Bracelet' });
    expect(increase).not.toHaveAttribute('aria-disabled');
    await app.user.click(increase);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveAccessibleDescription('Limit 10 per product');
    expect(increase).toHaveFocus();
    await app.user.click(increase);
    expect(app.basket.getState().basket).toEqual([expect.objectContaining({ id: 3, amount: 10 })]);
    // the + of a cart line confirms nothing over the page: the line shows the amount
    expect(app.screen.queryByText(/^Added to cart/)).not.toBeInTheDocument();
  });
});
