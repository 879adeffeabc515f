import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { visuallyHidden } from '../theme/recipes.css';

describe('header of every page (requirements §1, 2 "Header")', () => {
  it.each(['/', '/Cart', '/category/electronics', '/auth'])(
    'on %s shows the logo, delivery country, search, language, orders link and menu',
    async (url) => {
      const { screen } = await renderApp(url);
      const header = screen.getByRole('banner');

      expect(within(header).getByRole('link', { name: 'Shopfront home' })).toHaveAttribute('href', '/');
      expect(within(header).getByText('Delivered To')).toBeInTheDocument();
      expect(within(header).getByText('Chicago, IL 60601')).toBeInTheDocument();
      expect(within(header).getByPlaceholderText('search product')).toBeInTheDocument();
      expect(within(header).getByRole('combobox', { name: 'Search in category' })).toHaveDisplayValue('All');
      // requirements §2: the language shows only EN; a screen reader hears 'Language: English' in its place
      const language = within(header).getByText('EN');
      expect(language).toBeInTheDocument();
      expect(language).toHaveAttribute('aria-hidden', 'true');
      expect(within(header).getByText('Language: English')).toHaveClass(visuallyHidden);
      const orders = within(header).getByRole('link', { name: /Returns\s*& Orders/ });
      expect(orders).toHaveAttribute('href', '/Orders');

      const menu = within(header).getByRole('navigation', { name: 'Shop menu' });
      expect(within(menu).getByRole('button', { name: /All/ })).toBeInTheDocument();
      for (const item of ["Today's Deals", 'Customer Service', 'Registry', 'Gift Cards']) {
        expect(within(menu).getByText(item)).toBeInTheDocument();
      }
      // the merchant's way in (ADR-048)
      expect(within(menu).getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/sell');
    },
  );
});
