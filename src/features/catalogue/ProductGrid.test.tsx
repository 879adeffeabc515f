import '../../test/browser-polyfills';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../ports/entities';
import { createMemoryCatalog } from '../../../test-doubles/memory-catalog';
import { manyGadgets } from '../../../test-doubles/sample-products';
import { renderApp } from '../../test/render-app';
import { WINDOWING_THRESHOLD, gridLayoutFor } from './ProductGrid';

const openCategory = (products: Product[]) =>
  renderApp('/category/electronics', {
    setup: (doubles) => {
      doubles.ports.catalog = createMemoryCatalog(products).catalog;
    },
  });

describe('product grid', () => {
  it('renders a category of 10,000 products as a window of cards, the first one included', async () => {
    const { screen } = await openCategory(manyGadgets(10_000));
    const grid = await screen.findByRole('list', { name: 'Products in electronics' }, { timeout: 8000 });
    const items = within(grid).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(200);
    expect(within(grid).getByRole('link', { name: 'Gadget number 1' })).toHaveAttribute('href', '/products/1');
    expect(within(grid).queryByRole('link', { name: 'Gadget number 10000' })).not.toBeInTheDocument();
    // screen readers still hear where each card sits in the whole list
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(items[1]).toHaveAttribute('aria-posinset', '2');
    // the list is as tall as all its rows, so the page scrolls to the end and nothing shifts
    const { columns, rowHeight, gap } = gridLayoutFor(window.innerWidth - 32, false);
    const rows = Math.ceil(10_000 / columns);
    expect(grid.style.height).toBe(`${rows * rowHeight + (rows - 1) * gap}px`);
    // spec 2: still no description on a category page
    expect(screen.queryByText(/long description/)).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /^Add to cart/ }).length).toBe(items.length);
  });

  it('renders the cards further down once the page is scrolled there', async () => {
    const { screen } = await openCategory(manyGadgets(10_000));
    const grid = await screen.findByRole('list', { name: 'Products in electronics' }, { timeout: 8000 });
    const { columns, rowHeight, gap } = gridLayoutFor(window.innerWidth - 32, false);
    const row = 1000;
    window.scrollY = row * (rowHeight + gap);
    fireEvent.scroll(window);
    const card = await within(grid).findByRole('link', { name: `Gadget number ${row * columns + 1}` });
    expect(card.closest('li')).toHaveAttribute('aria-posinset', String(row * columns + 1));
    expect(within(grid).queryByRole('link', { name: 'Gadget number 1' })).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem').length).toBeLessThan(200);
    window.scrollY = 0;
  });

  it(`keeps a list of up to ${WINDOWING_THRESHOLD} products plain and complete`, async () => {
    const { screen } = await openCategory(manyGadgets(WINDOWING_THRESHOLD));
    const grid = await screen.findByRole('list', { name: 'Products in electronics' }, { timeout: 8000 });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(WINDOWING_THRESHOLD);
    expect(items[0]).not.toHaveAttribute('aria-posinset');
    expect(within(grid).getByRole('link', { name: `Gadget number ${WINDOWING_THRESHOLD}` })).toBeInTheDocument();
  });

  it('lays the windowed rows out as the plain grid does, from one column to five', () => {
    expect(gridLayoutFor(300, false).columns).toBe(1);
    expect(gridLayoutFor(344, false).columns).toBe(2);
    expect(gridLayoutFor(728, false).columns).toBe(3);
    expect(gridLayoutFor(1068, false).columns).toBe(4);
    expect(gridLayoutFor(1408, false).columns).toBe(5);
    expect(gridLayoutFor(1000, true).rowHeight).toBeGreaterThan(gridLayoutFor(1000, false).rowHeight);
  });
});
