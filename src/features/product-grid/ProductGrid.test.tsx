import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../ports/entities';
import { createMemoryCatalog } from '../../../test-doubles/memory-catalog';
import { manyGadgets } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';
import { gridLayoutFor } from './grid-layout';
import { WINDOWING_THRESHOLD } from './ProductGrid';

const openCategory = (products: Product[]) =>
  renderApp('/category/electronics', {
    setup: (doubles) => {
      doubles.ports.catalog = createMemoryCatalog(products).catalog;
    },
  });

/** The category's list once the windowed grid has taken it over: as tall as all its rows. */
async function windowedGrid(screen: Awaited<ReturnType<typeof openCategory>>['screen']) {
  await waitFor(() => expect(screen.getByRole('list', { name: 'Products in electronics' }).style.height).not.toBe(''), {
    timeout: 8000,
  });
  return screen.getByRole('list', { name: 'Products in electronics' });
}

describe('product grid', () => {
  it("loads the first screen's images with a category page, and the others as they come near", async () => {
    const { screen } = await openCategory(manyGadgets(10));
    const grid = await screen.findByRole('list', { name: 'Products in electronics' });
    const loading = within(grid)
      .getAllByRole('img', { name: /^Gadget number/ })
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('renders a category of 10,000 products as a window of cards, the first one included', async () => {
    const { screen } = await openCategory(manyGadgets(10_000));
    const grid = await windowedGrid(screen);
    const items = within(grid).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(200);
    expect(within(grid).getByRole('link', { name: 'Gadget number 1' })).toHaveAttribute('href', '/products/1');
    expect(within(grid).queryByRole('link', { name: 'Gadget number 10000' })).not.toBeInTheDocument();
    // screen readers still hear where each card sits in the whole list
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(items[1]).toHaveAttribute('aria-posinset', '2');
    // the list is as tall as all its rows, so the page scrolls to the end and nothing shifts: in
    // jsdom's 1024 px window, 3,334 rows of three 481 px cards with 16 px between them
    expect(grid.style.height).toBe('1656982px');
    // requirements §2: still no description on a category page
    expect(screen.queryByText(/long description/)).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /^Add to cart/ }).length).toBe(items.length);
  });

  it('renders the cards further down once the page is scrolled there', async () => {
    const { screen } = await openCategory(manyGadgets(10_000));
    const grid = await windowedGrid(screen);
    // row 1000 (of three 481 px cards, 16 px apart) starts 497,000 px down, with card 3001
    window.scrollY = 497_000;
    fireEvent.scroll(window);
    const card = await within(grid).findByRole('link', { name: 'Gadget number 3001' });
    // eslint-disable-next-line testing-library/no-node-access -- aria-posinset sits on the card's list item
    expect(card.closest('li')).toHaveAttribute('aria-posinset', '3001');
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

  it("offers a merchant's photo on a card at its 220 px renditions and up, AVIF first (ADR-045)", async () => {
    const photo = `/photos/${'ab'.repeat(32)}-1000.webp`;
    const [withPhoto, drawn] = manyGadgets(2) as [Product, Product];
    const { screen } = await openCategory([{ ...withPhoto, image: photo }, drawn]);
    const picture = await screen.findByRole('img', { name: withPhoto.title });
    expect(picture).toHaveAttribute('src', photo);
    expect(picture).toHaveAttribute('sizes', '220px');
    expect(picture.getAttribute('srcset')).toBe(
      [220, 440, 500, 1000].map((width) => `/photos/${'ab'.repeat(32)}-${width}.webp ${width}w`).join(', '),
    );
    // eslint-disable-next-line testing-library/no-node-access -- the AVIF source sits beside the img, in its <picture>
    expect(picture.parentElement?.querySelector('source')).toHaveAttribute('type', 'image/avif');
    // a drawn picture is drawn as it is
    expect(screen.getByRole('img', { name: drawn.title })).not.toHaveAttribute('srcset');
  });

  it('lays the windowed rows out as the plain grid does, from one column to five', () => {
    expect(gridLayoutFor(300, false).columns).toBe(1);
    expect(gridLayoutFor(344, false).columns).toBe(2);
    expect(gridLayoutFor(728, false).columns).toBe(3);
    expect(gridLayoutFor(1068, false).columns).toBe(4);
    expect(gridLayoutFor(1408, false).columns).toBe(5);
    expect(gridLayoutFor(300, false)).toEqual({ columns: 1, gap: 12, rowHeight: 428 });
    expect(gridLayoutFor(1000, false)).toEqual({ columns: 3, gap: 16, rowHeight: 481 });
    // a 3-line description of 12 px text and its gap
    expect(gridLayoutFor(1000, true)).toEqual({ columns: 3, gap: 16, rowHeight: 534 });
  });
});
