import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryCatalog } from '../../../test-doubles/memory-catalog';
import { manyGadgets } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';
import { WINDOWING_THRESHOLD } from './ProductGrid';

// the windowing code's chunk cannot be downloaded (offline, or removed by a redeploy)
vi.mock('@tanstack/react-virtual', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const count = WINDOWING_THRESHOLD + 12;
const products = manyGadgets(count);

describe('product grid without its windowing code', () => {
  it('still shows every product of a long list, as the plain grid', async () => {
    const { screen } = await renderApp('/category/electronics', {
      setup: (doubles) => {
        doubles.ports.catalog = createMemoryCatalog(products).catalog;
      },
    });
    // the first cards while the code is asked for, then every one
    const list = () => screen.getByRole('list', { name: 'Products in electronics' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(count), { timeout: 8000 });
    const grid = list();
    expect(within(grid).getByRole('link', { name: 'Gadget number 1' })).toHaveAttribute('href', '/products/1');
    expect(within(grid).getByRole('link', { name: `Gadget number ${count}` })).toHaveAttribute('href', `/products/${count}`);
    expect(within(grid).getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(count);
    expect(screen.getByRole('heading', { name: 'Category / electronics' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
