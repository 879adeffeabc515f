import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };

describe("'Your Account'", () => {
  it('shows a signed-in shopper who they are, their orders and a way to sign out', async () => {
    const { screen, user, router } = await renderApp('/', { signedIn: ada });
    await user.click(screen.getByRole('button', { name: 'All' }));
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, { timeout: 5000 });
    await user.click(within(drawer).getByRole('link', { name: 'Your Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/Orders');
    await user.click(within(main).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: /Hello, Sign In/ })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign in, and back to the account afterwards', async () => {
    const { screen, router } = await renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/account' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
