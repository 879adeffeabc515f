import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/entities';
import { OrdersError, PricesChangedError } from '../../ports/errors';
import { createCardEntry } from '../../adapters/test-mode-payment/card-entry';
import { testProducts } from '../../test-doubles/test-products';
import { errorText } from '../shared/theme/recipes.css';
import { expectConsoleMessages } from '../test/console-checks';
import { renderApp } from '../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };
const byId = (id: number) => testProducts.find((p) => p.id === id) as Product;
const shirt = byId(2); // $22.30
const ring = byId(4); // $9.99
const PRICES_CHANGED = 'Prices have changed since you filled your basket. Please review your basket and try again.';

/** The checkout page, signed in, with these products added to the basket (one add per entry). */
type RenderOptions = NonNullable<Parameters<typeof renderApp>[1]>;

async function renderCheckout(products: Product[], setup?: RenderOptions['setup']) {
  const app = await renderApp('/Payment', { signedIn: ada, setup });
  act(() => products.forEach((product) => app.basket.getState().add(product)));
  return app;
}

/** Pays for these products with a good card while the order store is down: the page says 'Failed to save order'. */
async function payWhileOrdersCannotBeSaved(products: Product[]) {
  // the page keeps the paid order for a retry and logs why it could not be saved
  expectConsoleMessages(/^Order save failed after payment OrdersError: offline/);
  const app = await renderCheckout(products, (doubles) => {
    doubles.orders.switches.failWith = new OrdersError('offline');
  });
  await app.user.type(await app.screen.findByLabelText('Card number'), '4242');
  await app.user.click(app.screen.getByRole('button', { name: 'Pay Now' }));
  await app.screen.findByText('Failed to save order. Please try again.');
  return app;
}

const savedOrders = (app: Awaited<ReturnType<typeof renderApp>>) => [...(app.orders.store.get(ada.uid)?.values() ?? [])];

describe('checkout on fakes (requirements §2 "Checkout page", requirements §4 "Checkout flow")', () => {
  it('shows the order, pays once with a busy button, lands on /Orders with the success message and empties the basket', async () => {
    const app = await renderCheckout([shirt, shirt, ring]);
    const { screen, user } = app;

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout (2) items');
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(delivery).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(delivery).getByText('123 React Lane')).toBeInTheDocument();
    expect(within(delivery).getByText('Chicago, IL 60601')).toBeInTheDocument();
    const review = within(screen.getByRole('region', { name: 'Review items and delivery' })).getAllByRole('listitem');
    expect(review).toHaveLength(2);
    expect(review[0]).toHaveTextContent('Linen Summer Shirt');
    expect(review[0]).toHaveTextContent('$22.30 × 2');
    expect(review[1]).toHaveTextContent('Rose Gold Ring');
    expect(review[1]).toHaveTextContent('$9.99 × 1');
    expect(screen.getByText('Order Total:')).toHaveTextContent('Order Total: $54.59');

    await user.type(await screen.findByLabelText('Card number'), '4242');
    let answer!: () => void;
    app.payment.switches.holdUntil = new Promise((resolve) => (answer = resolve));
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await user.click(pay);

    expect(pay).toHaveTextContent('please wait ...');
    expect(pay).toBeDisabled();
    await user.click(pay);
    answer();
    await waitFor(() => expect(app.payment.confirmCount()).toBe(1));
    expect(pay).toBeDisabled();

    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/Orders');
    expect(app.payment.confirmCount()).toBe(1);
    expect(app.payment.requests).toEqual([
      {
        totalCents: 5459,
        lines: [
          { id: 2, amount: 2 },
          { id: 4, amount: 1 },
        ],
      },
    ]);
    const [order] = savedOrders(app);
    expect(savedOrders(app)).toHaveLength(1);
    const card = await screen.findByRole('listitem', { name: `Order ${order!.id}` });
    expect(card).toHaveTextContent('$54.59');
    expect(within(card).getByText('Linen Summer Shirt')).toBeInTheDocument();
    expect(app.basket.getState().basket).toEqual([]);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    // its pending record was written before confirming and is gone once the order is saved
    expect(app.pendingOrders.log).toEqual([`save ${order!.id}`, 'clear']);
    expect(app.pendingOrders.records.size).toBe(0);
  });

  it('shows a declined card error in red and offers Pay Now again', async () => {
    const app = await renderCheckout([ring]);
    const { screen, user } = app;
    await user.type(await screen.findByLabelText('Card number'), '4000');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    const alert = await screen.findByText('Your card was declined.');
    expect(alert).toHaveClass(errorText);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(savedOrders(app)).toHaveLength(0);
    expect(app.router.state.location.pathname).toBe('/Payment');
    expect(app.basket.getState().basket).toHaveLength(1);
  });

  it('takes the refusal away once the shopper changes the card it was about', async () => {
    const app = await renderCheckout([ring]);
    const { screen, user } = app;
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4000');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '4242');
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
  });

  it('keeps a failed save in view while the card changes: it is not about the card', async () => {
    const app = await payWhileOrdersCannotBeSaved([ring]);
    await app.user.type(app.screen.getByLabelText('Card number'), '1');
    expect(app.screen.getByText('Failed to save order. Please try again.')).toBeInTheDocument();
  });

  it('reopened after its payment went through, /Payment says the order was placed, names it and links to Your Orders (ADR-019)', async () => {
    const app = await renderCheckout([ring]);
    const { screen, user, router } = app;
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByText('Your order has been placed successfully!');
    const [order] = savedOrders(app);

    // the history entry of the checkout keeps the payment's id (the browser keeps it over a reload and Back)
    await act(() => router.navigate({ to: '/Payment', state: { checkoutIntent: order!.id } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your order has been placed successfully!');
    expect(screen.getByText(`Order ID: ${order!.id}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in Your Orders' })).toHaveAttribute('href', '/Orders');
    expect(screen.queryByText('Your basket is empty. Add something before you pay.', { exact: false })).not.toBeInTheDocument();
  });

  it('reopened after a payment that placed no order, /Payment is the checkout as ever', async () => {
    const app = await renderCheckout([ring]);
    await act(() => app.router.navigate({ to: '/Payment', state: { checkoutIntent: 'pi_never_paid' } }));
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Checkout (1) items' })).toBeInTheDocument();
    expect(app.screen.queryByText('Your order has been placed successfully!')).not.toBeInTheDocument();
  });

  it('Buy Now pays for its product and quantity alone and leaves the basket as it was (ADR-010)', async () => {
    const app = await renderCheckout([shirt]);
    const { screen, user, router } = app;
    await act(() => router.navigate({ to: '/Payment', search: { buy: ring.id, qty: 2 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout (1) items' })).toBeInTheDocument();
    const review = within(screen.getByRole('region', { name: 'Review items and delivery' })).getAllByRole('listitem');
    expect(review).toHaveLength(1);
    expect(review[0]).toHaveTextContent('Rose Gold Ring');
    expect(review[0]).toHaveTextContent('$9.99 × 2');
    expect(screen.getByText('Order Total:')).toHaveTextContent('Order Total: $19.98');

    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
    expect(app.payment.requests).toEqual([{ totalCents: 1998, lines: [{ id: ring.id, amount: 2 }] }]);
    expect(savedOrders(app).map((order) => order.basket.map(({ id, amount }) => ({ id, amount })))).toEqual([
      [{ id: ring.id, amount: 2 }],
    ]);
    expect(app.basket.getState().basket.map(({ id, amount }) => ({ id, amount }))).toEqual([{ id: shirt.id, amount: 1 }]);
  });

  it('Buy Now of a product the catalogue does not have says so and offers no Pay Now', async () => {
    const app = await renderCheckout([shirt]);
    await act(() => app.router.navigate({ to: '/Payment', search: { buy: 987654, qty: 1 } }));
    expect(await app.screen.findByText('This product is no longer available.', { exact: false })).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it("after a failed save, 'Try again' saves the order without charging again", async () => {
    const app = await payWhileOrdersCannotBeSaved([ring]);
    const { screen, user } = app;
    expect(screen.getByText('Failed to save order. Please try again.')).toHaveClass(errorText);
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    // a second failure keeps the retry: the shopper is never asked to pay again
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.orders.saveCount()).toBe(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();

    app.orders.switches.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
    expect(app.payment.confirmCount()).toBe(1);
    expect(app.payment.requests).toHaveLength(1);
    expect(savedOrders(app)).toHaveLength(1);
    expect(app.basket.getState().basket).toEqual([]);
  });

  it('after a failed save and a trip to the cart, Pay Now saves the paid order without charging again; a line added meanwhile stays', async () => {
    const app = await payWhileOrdersCannotBeSaved([ring]);
    const { screen, user } = app;
    app.orders.switches.failWith = null;

    // the shopper leaves, adds a shirt, and comes back: the page's retry is gone, the basket is full
    await act(() => app.router.navigate({ to: '/Cart' }));
    act(() => app.basket.getState().add(shirt));
    await act(() => app.router.navigate({ to: '/Payment' }));
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    // the shirt is still to pay: the page stays, says what happened, and offers Pay Now for the rest
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your order has been placed successfully! The items still in your basket have not been paid for yet.',
    );
    expect(app.router.state.location.pathname).toBe('/Payment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout (1) items');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(app.payment.requests).toHaveLength(1);
    expect(app.payment.confirmCount()).toBe(1);
    expect(savedOrders(app).map((order) => order.basket.map((line) => [line.id, line.amount]))).toEqual([[[ring.id, 1]]]);
    expect(app.basket.getState().basket.map((line) => [line.id, line.amount])).toEqual([[shirt.id, 1]]);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/Orders');
    expect(app.payment.requests).toHaveLength(2);
    expect(app.basket.getState().basket).toEqual([]);
  });

  it("when the server's prices changed since the basket was filled, says so, shows its prices and total, and the next Pay Now pays them", async () => {
    const serverPrices = new Map([[ring.id, 12.49]]);
    const app = await renderCheckout([ring], (doubles) => {
      // a payment server that checks the total against its catalogue (ADR-003)
      const create = doubles.ports.payment.createPayment;
      doubles.ports.payment = {
        ...doubles.ports.payment,
        createPayment: async (request) => {
          const cents = request.lines.reduce((sum, line) => sum + Math.round(serverPrices.get(line.id)! * 100) * line.amount, 0);
          if (cents !== request.totalCents) throw new PricesChangedError(PRICES_CHANGED, serverPrices);
          return create(request);
        },
      };
    });
    const { screen, user } = app;
    expect(screen.getByText('Order Total:')).toHaveTextContent('Order Total: $9.99');
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(PRICES_CHANGED)).toHaveClass(errorText);
    await waitFor(() => expect(screen.getByText('Order Total:')).toHaveTextContent('Order Total: $12.49'));
    expect(within(screen.getByRole('region', { name: 'Review items and delivery' })).getByText('$12.49 × 1')).toBeInTheDocument();
    expect(app.payment.confirmCount()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
    expect(savedOrders(app).map((order) => order.amount)).toEqual([1249]);
    expect(app.payment.confirmCount()).toBe(1);
  });

  it("shows each card field's error once, beside its field, live, and clears it when fixed (test-mode card entry)", async () => {
    const app = await renderCheckout([ring], (doubles) => {
      const confirm = () => Promise.reject(new Error('not used'));
      doubles.payment.payment.loadCardEntry = async () => createCardEntry({ confirm });
    });
    const { screen, user } = app;
    const number = await screen.findByLabelText('Card number');
    const expiry = screen.getByLabelText('Expiry date (MM / YY)');

    await user.type(number, '4242');
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(number).toHaveAccessibleDescription('Your card number is incomplete.'));
    expect(screen.getAllByText('Your card number is incomplete.')).toHaveLength(1);

    await user.type(number, '424242424241');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Your card number is invalid.'));
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '4242424242424242');
    await waitFor(() => expect(screen.queryByText('Your card number is invalid.')).not.toBeInTheDocument());
    expect(number).not.toHaveAttribute('aria-invalid');

    // a wrong number and a past expiry at once: each said beside its own field
    await user.clear(number);
    await user.type(number, '4242424242424241');
    await user.type(expiry, '0120');
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration year is in the past.");
    await user.clear(expiry);
    await user.type(expiry, '1299');
    await waitFor(() => expect(screen.queryByText("Your card's expiration year is in the past.")).not.toBeInTheDocument());
    expect(expiry).not.toHaveAttribute('aria-invalid');
  });

  it('Pay Now with card problems shows each beside its field, once, focuses the first and asks nothing of the server', async () => {
    const app = await renderCheckout([ring], (doubles) => {
      const confirm = () => Promise.reject(new Error('not used'));
      doubles.payment.payment.loadCardEntry = async () => createCardEntry({ confirm });
    });
    const { screen, user } = app;
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(screen.getByLabelText('Expiry date (MM / YY)')).toHaveAccessibleDescription(
      "Your card's expiration date is incomplete.",
    );
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Your postal code is incomplete.');
    expect(screen.getAllByText('Your card number is invalid.')).toHaveLength(1);
    expect(app.payment.requests).toHaveLength(0);
  });

  it('mounts the card form when the basket fills after the form has loaded (another tab adds a line)', async () => {
    let loaded: Promise<unknown> = Promise.resolve();
    const app = await renderCheckout([], (doubles) => {
      const load = doubles.payment.payment.loadCardEntry;
      doubles.payment.payment.loadCardEntry = () => (loaded = load());
    });
    await act(() => loaded);
    expect(app.screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    act(() => app.basket.getState().add(ring));
    await app.user.type(await app.screen.findByLabelText('Card number'), '4242');
    await app.user.click(app.screen.getByRole('button', { name: 'Pay Now' }));
    expect(await app.screen.findByText('Your order has been placed successfully!')).toBeInTheDocument();
  });

  it('says the basket is empty, links back to shopping and offers no Pay Now', async () => {
    const { screen } = await renderCheckout([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout (0) items');
    expect(screen.getByText(/Your basket is empty\. Add something before you pay\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping now!' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it("sends a signed-out shopper to /auth with 'you must log in to pay'", async () => {
    const { screen, router } = await renderApp('/Payment');
    expect(await screen.findByText('you must log in to pay')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('pending order recovery at start (ADR-004)', () => {
  it('saves the order of a paid intent whose save was cut off, once, and forgets the record', async () => {
    const basket = [{ ...ring, amount: 2 }];
    const app = await renderApp('/Orders', {
      signedIn: ada,
      setup: (doubles) => {
        doubles.pendingOrders.pendingOrders.save({ uid: 'u1', intentId: 'pi_test_77', basket });
        doubles.payment.intents.set('pi_test_77', {
          intent: { id: 'pi_test_77', amount: 1998, created: 1_760_000_000, status: 'succeeded' },
          secret: 'pi_test_77_secret_x',
        });
      },
    });

    const card = await app.screen.findByRole('listitem', { name: 'Order pi_test_77' });
    expect(card).toHaveTextContent('$19.98');
    expect(savedOrders(app)).toEqual([{ id: 'pi_test_77', basket, amount: 1998, created: 1_760_000_000 }]);
    expect(app.orders.saveCount()).toBe(1);
    expect(app.pendingOrders.pendingOrders.load('u1')).toEqual([]);
    expect(app.screen.queryByText(/still being confirmed/)).not.toBeInTheDocument();
  });

  it('takes only the recovered order out of the basket: lines added since stay', async () => {
    const app = await renderApp('/Cart', {
      signedIn: ada,
      setup: (doubles) => {
        doubles.pendingOrders.pendingOrders.save({ uid: 'u1', intentId: 'pi_test_79', basket: [{ ...ring, amount: 1 }] });
        doubles.basketStorage.baskets.set('u1', [
          { ...ring, amount: 2 },
          { ...shirt, amount: 1 },
        ]);
        doubles.payment.intents.set('pi_test_79', {
          intent: { id: 'pi_test_79', amount: 999, created: 1_760_000_000, status: 'succeeded' },
          secret: 'pi_test_79_secret_x',
        });
      },
    });
    await waitFor(() => expect(savedOrders(app)).toHaveLength(1));
    await waitFor(() =>
      expect(app.basket.getState().basket.map((line) => [line.id, line.amount])).toEqual([
        [ring.id, 1],
        [shirt.id, 1],
      ]),
    );
    expect(await app.screen.findByText('Subtotal (2 items):', { exact: false })).toBeInTheDocument();
  });

  it('forgets the record of an intent that was never paid, saving nothing', async () => {
    const app = await renderApp('/Orders', {
      signedIn: ada,
      setup: (doubles) => {
        doubles.pendingOrders.pendingOrders.save({ uid: 'u1', intentId: 'pi_test_78', basket: [{ ...ring, amount: 1 }] });
        doubles.payment.intents.set('pi_test_78', {
          intent: { id: 'pi_test_78', amount: 999, created: 1_760_000_000, status: 'requires_payment' },
          secret: 'pi_test_78_secret_x',
        });
      },
    });
    expect(await app.screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    await waitFor(() => expect(app.pendingOrders.pendingOrders.load('u1')).toEqual([]));
    expect(app.orders.saveCount()).toBe(0);
  });

  it('keeps a payment the payment server does not know, tells the shopper on Your Orders, and charges nothing new', async () => {
    const basket = [{ ...ring, amount: 1 }];
    const app = await renderApp('/Orders', {
      signedIn: ada,
      setup: (doubles) => doubles.pendingOrders.pendingOrders.save({ uid: 'u1', intentId: 'pi_lost_on_server', basket }),
    });
    const notice = await app.screen.findByText(/A payment of yours is still being confirmed/);
    expect(notice).toHaveTextContent('you will not be asked to pay for it again');
    expect(app.screen.getByText('Reference pi_lost_on_server')).toBeInTheDocument();
    expect(app.pendingOrders.pendingOrders.load('u1')).toEqual([{ uid: 'u1', intentId: 'pi_lost_on_server', basket }]);
    expect(app.orders.saveCount()).toBe(0);

    // at checkout, Pay Now charges nothing while that payment is unconfirmed, and says why
    act(() => app.basket.getState().add(ring));
    await act(() => app.router.navigate({ to: '/Payment' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Pay Now' }));
    expect(await app.screen.findByText(/We could not yet confirm an earlier payment of yours/)).toBeInTheDocument();
    expect(app.payment.requests).toEqual([]);
  });
});
