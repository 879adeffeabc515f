import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatalogError } from '../../../ports/errors';
import { renderApp } from '../../test/render-app';

describe('category page', () => {
  it("shows 'Results', 'Category / {name}' and the category's products without descriptions", async () => {
    const { screen } = await renderApp('/category/electronics');
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Category / electronics' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Products in electronics' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Portable SSD 1TB' })).toHaveAttribute('href', '/products/5');
    expect(within(grid).getByText('$1,099.50')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Rated 2.2 out of 5 stars' })).toBeInTheDocument();
    expect(within(grid).getByText('0 reviews')).toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(2);
    // requirements §2: on /category/ paths the card hides the description
    expect(screen.queryByText(/a sample product for tests/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('reaches the page from a home category card, with the name decoded', async () => {
    const { screen, user, history } = await renderApp('/');
    await user.click(screen.getByRole('link', { name: /^Discover fashion trends/ }));
    expect(await screen.findByRole('heading', { name: "Category / women's clothing" })).toBeInTheDocument();
    expect(history.location.pathname).toBe("/category/women's%20clothing");
    expect(await screen.findByRole('link', { name: 'Cotton Tee' })).toBeInTheDocument();
  });

  it('shows the failure message and fetches again on Try again', async () => {
    const { screen, user, catalog } = await renderApp('/category/jewelery', {
      setup: ({ catalog }) => {
        catalog.switches.failWith = new CatalogError('catalogue host down');
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to fetch products. Please try again later.');
    expect(screen.getByRole('heading', { name: 'Category / jewelery' })).toBeInTheDocument();

    catalog.switches.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Rose Gold Ring' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the category has no products', async () => {
    const { screen } = await renderApp('/category/garden');
    expect(await screen.findByText('No products found for this category.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Products in/ })).not.toBeInTheDocument();
  });

  it('shows a name holding markup as plain text', async () => {
    const { screen } = await renderApp('/category/%3Cb%3Ex%3C%2Fb%3E');
    expect(screen.getByRole('heading', { name: 'Category / <b>x</b>' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- no markup element may be made from the category name
    expect(document.querySelector('main b')).toBeNull();
    expect(await screen.findByText('No products found for this category.')).toBeInTheDocument();
  });

  describe('sort and narrow (ADR-011)', () => {
    const cardTitles = async (screen: Awaited<ReturnType<typeof renderApp>>['screen']) =>
      within(await screen.findByRole('list', { name: 'Products in electronics' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);

    it('sorts by the choice, keeps it in the address, and Back returns to the catalogue order', async () => {
      const { screen, user, history } = await renderApp('/category/electronics');
      expect(await cardTitles(screen)).toEqual(['Portable SSD 1TB', '27 inch Monitor']);
      expect(screen.getByRole('status')).toHaveTextContent('2 results');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
      expect(await cardTitles(screen)).toEqual(['27 inch Monitor', 'Portable SSD 1TB']);
      expect(history.location.search).toBe('?sort=price-asc');

      act(() => history.back());
      await waitFor(async () => expect(await cardTitles(screen)).toEqual(['Portable SSD 1TB', '27 inch Monitor']));
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    });

    it('narrows by rating and by price, says how many are left, and clears back to all', async () => {
      const { screen, user, history } = await renderApp('/category/electronics');
      await screen.findByRole('list', { name: 'Products in electronics' });

      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Customer review' }),
        screen.getByRole('option', { name: '4 stars & up' }),
      );
      expect(await cardTitles(screen)).toEqual(['Portable SSD 1TB']);
      expect(screen.getByRole('status')).toHaveTextContent('1 result');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Under $25');
      expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 results');
      expect(history.location.search).toBe('?minRating=4&maxPrice=25');

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await cardTitles(screen)).toEqual(['Portable SSD 1TB', '27 inch Monitor']);
      expect(history.location.search).toBe('');
    });

    it('opens a shared link with its choice, a price range of its own included', async () => {
      const { screen } = await renderApp('/category/electronics?sort=rating&minPrice=1');
      expect(await cardTitles(screen)).toEqual(['Portable SSD 1TB']);
      expect(screen.getByRole('combobox', { name: 'Price' })).toHaveDisplayValue('$1 & Above');
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Avg. Customer Review');
    });

    it('shows every product, in the catalogue order, for values it cannot use', async () => {
      const { screen } = await renderApp('/category/electronics?sort=cheapest&minRating=11&maxPrice=-3');
      expect(await cardTitles(screen)).toEqual(['Portable SSD 1TB', '27 inch Monitor']);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
      expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    });
  });
});
