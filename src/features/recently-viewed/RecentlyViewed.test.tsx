import { describe, expect, it } from 'vitest';
import { act, within } from '@testing-library/react';
import { renderApp, signInOnThePage } from '../../test/render-app';

type App = Awaited<ReturnType<typeof renderApp>>;

const ann = { uid: 'ann', email: 'ann@example.com', password: 'secret1' };

async function visit(app: App, path: string) {
  await act(() => app.router.navigate({ to: path }));
}

async function historyTitles(app: App) {
  const list = await app.screen.findByRole('list', { name: 'Products you viewed' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('recently viewed on the home page (ADR-013)', () => {
  it('is not shown to a shopper who has opened no product', async () => {
    const { screen } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your browsing history' })).not.toBeInTheDocument();
  });

  it('lists the products opened, the latest first, each linking to its page', async () => {
    const app = await renderApp('/products/5');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Portable SSD 1TB' })).toBeInTheDocument();
    await visit(app, '/products/2');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Linen Summer Shirt' })).toBeInTheDocument();
    await visit(app, '/');

    expect(await historyTitles(app)).toEqual(['Linen Summer Shirt', 'Portable SSD 1TB']);
    const list = app.screen.getByRole('list', { name: 'Products you viewed' });
    expect(within(list).getByRole('link', { name: 'Portable SSD 1TB' })).toHaveAttribute('href', '/products/5');
    expect(app.recentlyViewed.lists.get(null)?.map((entry) => entry.id)).toEqual([2, 5]);
  });

  it("keeps a signed-in shopper's list apart, and gives it back at the next sign-in", async () => {
    const app = await renderApp('/products/5', {
      setup: ({ auth }) => void auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password }),
    });
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Portable SSD 1TB' })).toBeInTheDocument();
    await visit(app, '/auth');
    await signInOnThePage(app, ann);
    expect(await app.screen.findByText('Hello ann')).toBeInTheDocument();
    await visit(app, '/products/8');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Cotton Tee' })).toBeInTheDocument();
    await visit(app, '/');
    expect(await historyTitles(app)).toEqual(['Cotton Tee']);

    await app.user.click(app.screen.getByRole('button', { name: 'Sign Out' }));
    expect(await historyTitles(app)).toEqual(['Portable SSD 1TB']);

    await visit(app, '/auth');
    await signInOnThePage(app, ann);
    await visit(app, '/');
    expect(await historyTitles(app)).toEqual(['Cotton Tee']);
  });

  it('is cleared on request, saying so and keeping the focus in the section', async () => {
    const app = await renderApp('/products/3');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Silver Wave Bracelet' })).toBeInTheDocument();
    await visit(app, '/');
    await historyTitles(app);

    await app.user.click(app.screen.getByRole('button', { name: 'Clear browsing history' }));
    expect(app.screen.getByRole('status')).toHaveTextContent('Your browsing history is cleared.');
    expect(app.screen.getByRole('heading', { name: 'Your browsing history' })).toHaveFocus();
    expect(app.recentlyViewed.lists.get(null)).toEqual([]);
    expect(app.screen.queryByRole('list', { name: 'Products you viewed' })).not.toBeInTheDocument();
  });
});
