import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { CatalogError } from '../../../ports/errors';
import { renderApp } from '../../test/render-app';

describe('header search (ADR-006)', () => {
  it('shows results under Results and the query, title matches first', async () => {
    const { user, screen, router } = await renderApp('/');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'shirt{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toEqual({ q: 'shirt' });
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Linen Summer Shirt' })).toBeInTheDocument();
    expect(screen.getByText(/result for/)).toHaveTextContent('1 result for "shirt"');
  });

  it('sorts and narrows the results, keeping the query in the address (ADR-011)', async () => {
    const { user, screen, router } = await renderApp('/search?q=sample&sort=price-desc&maxPrice=100');
    const titles = async () =>
      within(await screen.findByRole('list', { name: 'Search results' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(await titles()).toEqual(['Linen Summer Shirt', 'Cotton Tee', 'Rose Gold Ring', 'Rain Jacket', '27 inch Monitor']);
    expect(screen.getByRole('status')).toHaveTextContent('5 results');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Featured');
    expect(await titles()).toEqual(['Linen Summer Shirt', 'Rose Gold Ring', '27 inch Monitor', 'Rain Jacket', 'Cotton Tee']);
    expect(router.state.location.search).toEqual({ q: 'sample', maxPrice: 100 });
  });

  it('says so when nothing matches', async () => {
    const { screen } = await renderApp('/search?q=zebra');
    expect(await screen.findByText('No products match "zebra"')).toBeInTheDocument();
  });

  it("offers a single 'All' category option (requirements §2) and searches every category", async () => {
    const { user, screen, router } = await renderApp('/');
    const select = screen.getByRole('combobox', { name: 'Search in category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All']);
    expect(select).toHaveDisplayValue('All');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'r{Enter}');
    await screen.findByRole('heading', { name: 'Results' });
    expect(router.state.location.search).toEqual({ q: 'r' });
    const results = screen.getByRole('list', { name: 'Search results' });
    // matches from more than one category: jewellery and clothing alike (at word starts, ADR-020)
    expect(within(results).getByRole('link', { name: 'Rose Gold Ring' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Trail Runner Backpack' })).toBeInTheDocument();
  });

  it('keeps the heading outline: product titles are level 2 under the level 1 Results', async () => {
    const { screen } = await renderApp('/search?q=r');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    const cards = within(results).getAllByRole('listitem');
    const titles = within(results).getAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(cards.length);
    expect(titles.map((title) => title.textContent)).toContain('Rose Gold Ring');
    expect(within(screen.getByRole('main')).queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows the failure message with Try again when the catalogue fails, and the results after a retry', async () => {
    const { screen, user, catalog } = await renderApp('/search?q=ring', {
      setup: ({ catalog }) => {
        catalog.switches.failWith = new CatalogError('GET /products answered HTTP 500');
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to fetch products. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    // the page stays: the header, and no error screen with the internal message
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('ring');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.queryByText(/HTTP 500/)).not.toBeInTheDocument();

    catalog.switches.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Rose Gold Ring' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does nothing for a blank query', async () => {
    const { user, screen, router } = await renderApp('/Cart');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   {Enter}');
    expect(router.state.location.pathname).toBe('/Cart');
  });

  it('keeps the query in the box after a reload of the results', async () => {
    const { screen } = await renderApp('/search?q=ring');
    await screen.findByRole('heading', { name: 'Results' });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('ring');
  });

  it('suggests the best titles and opens one by keyboard', async () => {
    const { user, screen, router } = await renderApp('/');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'r');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = await within(list).findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    const chosen = options[0]!.textContent;
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: chosen! })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/products\/\d+$/);
  });

  it('closes the suggestions with Escape', async () => {
    const { user, screen } = await renderApp('/');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'ring');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).queryByRole('option')).not.toBeInTheDocument();
  });
});

// the drawer's code loads on first use: on a machine busy with other suites, that import alone has taken over 5 s
const DRAWER_LOAD = { timeout: 20_000 };

describe("the 'All' drawer", () => {
  it('opens with the categories and account links; Escape closes it and focus returns to All', async () => {
    const { user, screen } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'All' }));
    // the drawer's code loads on first use
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, DRAWER_LOAD);
    for (const name of [
      'Electronics',
      'Jewelery',
      "Men's Clothing",
      "Women's Clothing",
      'Your Account',
      'Your Orders',
      'Your Cart',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'All' })).toHaveFocus());
  });

  it('takes the focus to its first link once drawn, and keeps Tab inside', async () => {
    const { user, screen } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'All' }));
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, DRAWER_LOAD);
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Electronics' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('goes to a category and closes', async () => {
    const { user, screen, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'All' }));
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, DRAWER_LOAD);
    await user.click(within(drawer).getByRole('link', { name: 'Jewelery' }));
    expect(await screen.findByText('Category / jewelery')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/jewelery');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
