import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInOnThePage } from '../../test/render-app';

const ann = { uid: 'ann', email: 'ann@example.com', password: 'secret1' };

type App = Awaited<ReturnType<typeof renderApp>>;

async function expectPath({ router }: App, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('the product page buy box: quantity and Buy Now (ADR-010)', () => {
  it("offers a 'Quantity' of 1 to 10, 1 by default, and Add to cart adds that many", async () => {
    const { screen, user } = await renderApp('/products/7');
    const buyBox = await screen.findByRole('complementary', { name: 'Buy box' });
    const amountSelect = within(buyBox).getByRole('combobox', { name: 'Quantity' });
    expect(amountSelect).toHaveDisplayValue('1');
    expect(
      within(amountSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await user.selectOptions(amountSelect, '3');
    await user.click(within(buyBox).getByRole('button', { name: 'Add to cart: Rain Jacket' }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByText('Added to cart: Rain Jacket')).toBeInTheDocument();

    // requirements §4: another press adds again, the same picked quantity
    await user.click(within(buyBox).getByRole('button', { name: 'Add to cart: Rain Jacket' }));
    await user.click(screen.getByRole('link', { name: 'Cart, 6 items' }));
    expect(await screen.findByRole('group', { name: 'Quantity of Rain Jacket' })).toHaveTextContent('6');
    // requirements §2: the subtotal counts lines
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (1 items): $1.20');
  });

  /** A Rain Jacket in the basket first: Buy Now must leave it there, and out of its checkout. */
  async function jacketInTheBasket({ screen, user }: App) {
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Rain Jacket' }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  }

  it('Buy Now checks out the picked product and quantity alone, leaving the basket as it was', async () => {
    const app = await renderApp('/products/7', { signedIn: { uid: ann.uid, email: ann.email } });
    const { screen, user, router } = app;
    await jacketInTheBasket(app);
    await act(() => router.navigate({ to: '/products/$productId', params: { productId: '8' } }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity' }), '2');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    await expectPath(app, '/Payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout (1) items' })).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Review items and delivery' });
    expect(within(review).getByText('Cotton Tee')).toBeInTheDocument();
    expect(within(review).queryByText('Rain Jacket')).not.toBeInTheDocument();
    expect(within(review).getByText(/× 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it("Buy Now sends a shopper not signed in to sign in with 'you must log in to pay', then to the same one-product checkout", async () => {
    const app = await renderApp('/products/7', {
      setup: ({ auth }) => void auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password }),
    });
    const { screen, user, router } = app;
    await jacketInTheBasket(app);
    await act(() => router.navigate({ to: '/products/$productId', params: { productId: '8' } }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity' }), '4');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('you must log in to pay');
    expect(app.router.state.location.search).toMatchObject({ redirect: '/Payment?buy=8&qty=4' });

    await signInOnThePage(app, ann);

    await expectPath(app, '/Payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout (1) items' })).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Review items and delivery' });
    expect(within(review).getByText('Cotton Tee')).toBeInTheDocument();
    expect(within(review).getByText(/× 4/)).toBeInTheDocument();
    // the anonymous basket merged at sign-in (ADR-001), untouched by Buy Now
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
