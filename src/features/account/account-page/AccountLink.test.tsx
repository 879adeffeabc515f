import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const ann = { uid: 'ann', email: 'ann.lee@example.com' };

describe('header account link (requirements §2 "Header")', () => {
  it("shows 'Hello, Sign In' and 'Account & Lists' linking to /auth when signed out", async () => {
    const { screen } = await renderApp('/Cart');
    const header = screen.getByRole('banner');
    const link = await within(header).findByRole('link', { name: /Hello, Sign In/ });
    expect(link).toHaveAttribute('href', '/auth');
    expect(link).toHaveTextContent('Hello, Sign In');
    expect(link).toHaveTextContent('Account & Lists');
    expect(within(header).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('opens the sign-in page from the header', async () => {
    const { screen, user, router } = await renderApp('/Cart');
    await user.click(screen.getByRole('link', { name: /Hello, Sign In/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("greets a signed-in shopper with 'Hello' and the part of the e-mail before the @, with a Sign Out button", async () => {
    const { screen } = await renderApp('/Cart', { signedIn: ann });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Hello ann.lee')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(within(header).queryByText('Hello, Sign In')).not.toBeInTheDocument();
    expect(within(header).queryByText(/example\.com/)).not.toBeInTheDocument();
  });

  it('returns to the signed-out header after Sign Out, staying on an open page', async () => {
    const { screen, user, router, session } = await renderApp('/Cart', { signedIn: ann });
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Sign Out' }));
    expect(await within(header).findByRole('link', { name: /Hello, Sign In/ })).toHaveAttribute('href', '/auth');
    expect(within(header).queryByText('Hello ann.lee')).not.toBeInTheDocument();
    expect(session.store.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/Cart');
  });

  it("links 'Returns & Orders' to /Orders", async () => {
    const { screen } = await renderApp('/Cart');
    expect(screen.getByRole('link', { name: /Returns\s*& Orders/ })).toHaveAttribute('href', '/Orders');
  });
});
