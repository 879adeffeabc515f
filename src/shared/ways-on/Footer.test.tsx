import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const categoryLinks = ['Electronics', 'Jewelery', "Men's Clothing", "Women's Clothing"];

describe('the footer of every page', () => {
  it.each(['/', '/Cart', '/auth'])('on %s: the categories, and a way back to the top', async (path) => {
    const { screen } = await renderApp(path);
    const footer = screen.getByRole('contentinfo');
    const categories = within(footer).getByRole('navigation', { name: 'Shop by category' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(categoryLinks);
    expect(within(footer).getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('banner')).toHaveAttribute('id', 'top');
  });
});
