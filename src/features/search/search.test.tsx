import { within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('header search (design decision 6)', () => {
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

  it('says so when nothing matches', async () => {
    const { screen } = await renderApp('/search?q=zebra');
    expect(await screen.findByText('No products match "zebra"')).toBeInTheDocument();
  });

  it('narrows by the category select', async () => {
    const { user, screen, router } = await renderApp('/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in category' }), 'jewelery');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'r{Enter}');
    await screen.findByRole('heading', { name: 'Results' });
    expect(router.state.location.search).toEqual({ q: 'r', category: 'jewelery' });
    const titles = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual(['Silver Wave Bracelet', 'Rose Gold Ring']);
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

describe("the 'All' drawer", () => {
  it('opens with the categories and account links; Escape closes it and focus returns to All', async () => {
    const { user, screen } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'All' }));
    // the drawer's code loads on first use
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, { timeout: 5000 });
    for (const name of ['Electronics', 'Jewelery', "Men's Clothing", "Women's Clothing", 'Your Account', 'Your Orders', 'Your Cart']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
  });

  it('goes to a category and closes', async () => {
    const { user, screen, router } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(await screen.findByRole('link', { name: 'Jewelery' }, { timeout: 5000 }));
    expect(await screen.findByText('Category / jewelery')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/jewelery');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
