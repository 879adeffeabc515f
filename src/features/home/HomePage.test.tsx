import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogError } from '../../../ports/errors';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

describe('home page', () => {
  it('shows the 4 category cards with their titles, images, Shop now and links', async () => {
    const { screen } = await renderApp('/');
    const cards = screen.getByRole('list', { name: 'Shop by category' });
    const links = within(cards).getAllByRole('link');
    expect(links).toHaveLength(4);
    const expected = [
      ['Discover fashion trends', "/category/women's%20clothing"],
      ['Electronics', '/category/electronics'],
      ["Men's Clothing", "/category/men's%20clothing"],
      ['Jewelery', '/category/jewelery'],
    ] as const;
    expected.forEach(([title, href], index) => {
      const link = links[index]!;
      expect(within(link).getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${title}$`));
      expect(link).toHaveAttribute('href', href);
      expect(within(link).getByText('Shop now')).toBeInTheDocument();
      expect(within(link).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/\w/));
    });
    // the pictures ship with the shop (like the hero): no catalogue host needed to show them
    ['womens-clothing', 'electronics', 'mens-clothing', 'jewelery'].forEach((slug, index) => {
      expect(within(links[index]!).getByRole('img')).toHaveAttribute(
        'src',
        expect.stringMatching(new RegExp(`assets/categories/${slug}\\.svg(\\?no-inline)?$`)),
      );
    });
  });

  it('shows the hero carousel: 5 labelled slides, the first image eager, the others lazy', async () => {
    const { screen } = await renderApp('/');
    const carousel = screen.getByRole('region', { name: 'Featured deals' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} of 5`);
    });
    const images = within(carousel).getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    images.slice(1).forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
    images.forEach((image) => expect(image.getAttribute('alt')).toMatch(/\w{3}/));
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('lists every product once, with title link, stars, review count, price, description and Add to cart', async () => {
    const {
      screen,
      catalog: { calls },
    } = await renderApp('/');
    const grid = await screen.findByRole('list', { name: 'All products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);

    const ssd = within(grid).getByRole('link', { name: 'Portable SSD 1TB' });
    expect(ssd).toHaveAttribute('href', '/products/5');
    // eslint-disable-next-line testing-library/no-node-access -- a grid card is an article; its parts are checked within it
    const card = ssd.closest('article')!;
    expect(within(card).getByRole('img', { name: 'Portable SSD 1TB' })).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('img', { name: 'Rated 4.8 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('(319)')).toBeInTheDocument();
    expect(within(card).getByText('319 reviews')).toBeInTheDocument();
    expect(within(card).getByText('$1,099.50')).toBeInTheDocument();
    expect(within(card).getByText('Portable SSD 1TB: a sample product for tests.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to cart: Portable SSD 1TB' })).toBeInTheDocument();

    expect(within(grid).getByText('$0.10')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Rated 3.9 out of 5 stars' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(8);
    expect(calls.filter((call) => call === 'listProducts')).toHaveLength(1);
  });

  it('adds a product to the basket from the grid', async () => {
    const { screen, user, basket } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Cotton Tee' }));
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 8, amount: 1 })]);
  });

  it('logs a failed product list to the console only: no message, the list stays empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screen } = await renderApp('/', {
      setup: ({ catalog }) => {
        catalog.switches.failWith = new CatalogError('catalogue host down');
      },
    });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.any(String), expect.any(CatalogError)), { timeout: 4000 });
    const grid = screen.getByRole('list', { name: 'All products' });
    expect(within(grid).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/failed|try again|error/i)).not.toBeInTheDocument();
    // the rest of the home page is unaffected
    expect(screen.getByRole('region', { name: 'Featured deals' })).toBeInTheDocument();
    expect(screen.getAllByText('Shop now')).toHaveLength(4);
  });
});
