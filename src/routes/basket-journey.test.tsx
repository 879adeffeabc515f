// eslint-disable-next-line testing-library/no-manual-cleanup -- a reload is simulated: the first page goes before the second opens
import { act, cleanup, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basketKey, createLocalBasketStorage } from '../../adapters/browser/local-basket-storage';
import type { BasketStoragePort } from '../../ports/basket-storage-port';
import type { BasketLine } from '../../ports/entities';
import { createMemoryBasketStorage } from '../../test-doubles/memory-basket-storage';
import { testProducts } from '../../test-doubles/test-products';
import { renderApp } from '../test/render-app';

const ann = { uid: 'ann', email: 'ann@example.com', password: 'secret1' };
type App = Awaited<ReturnType<typeof renderApp>>;

/** Opens `url` with the given basket storage (shared between renders, like a browser's) and ann's account. */
function open(url: string, storage: BasketStoragePort, signedIn = false) {
  return renderApp(url, {
    signedIn: signedIn ? { uid: ann.uid, email: ann.email } : null,
    setup: (doubles) => {
      doubles.ports.basketStorage = storage;
      doubles.auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password });
    },
  });
}

async function addToBasket({ screen, user }: App, title: string, times = 1) {
  const button = await screen.findByRole('button', { name: `Add to cart: ${title}` });
  for (let i = 0; i < times; i++) await user.click(button);
}

async function goToCartPage({ screen, user }: App) {
  await user.click(screen.getByRole('link', { name: /^Cart,/ }));
  return screen.findByRole('heading', { level: 1, name: 'Your Shopping Basket' });
}

async function signIn(app: App) {
  const { screen, user } = app;
  await user.click(screen.getByRole('link', { name: /Hello, Sign In/ }));
  await user.click(await screen.findByLabelText('Email'));
  await user.paste(ann.email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(ann.password);
  await user.click(screen.getByRole('button', { name: /Sign In$/ }));
  await screen.findByText('Hello ann');
}

const amountGroupOf = ({ screen }: App, title: string) => screen.getByRole('group', { name: `Quantity of ${title}` });
const amounts = (lines: BasketLine[]) => lines.map((line) => [line.id, line.amount]);
const jacket = testProducts.find((p) => p.id === 7)!;

describe("a signed-in shopper's basket (requirements §4)", () => {
  it('survives a reload', async () => {
    const storage = createMemoryBasketStorage();
    const first = await open('/products/7', storage.basketStorage, true);
    await addToBasket(first, 'Rain Jacket', 2);
    expect(first.screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    // a reload: the first page goes before the second opens on the same stored basket
    cleanup();

    const reloaded = await open('/Cart', storage.basketStorage, true);
    expect(await reloaded.screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(amountGroupOf(reloaded, 'Rain Jacket')).toHaveTextContent('2');
  });

  it('is emptied on screen by Sign Out and given back by signing in again through /auth', async () => {
    const storage = createMemoryBasketStorage();
    const app = await open('/products/7', storage.basketStorage, true);
    await addToBasket(app, 'Rain Jacket', 2);

    await app.user.click(within(app.screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    expect(await app.screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(amounts(storage.baskets.get(ann.uid)!)).toEqual([[7, 2]]);

    await signIn(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(app.screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await goToCartPage(app);
    expect(amountGroupOf(app, 'Rain Jacket')).toHaveTextContent('2');
  });

  it('keeps following the stored basket when another tab changes it', async () => {
    const storage = createMemoryBasketStorage();
    const app = await open('/Cart', storage.basketStorage, true);
    await app.screen.findByText('Hello ann');
    act(() => storage.changeElsewhere(ann.uid, [{ ...jacket, amount: 5 }]));
    expect(await app.screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(amountGroupOf(app, 'Rain Jacket')).toHaveTextContent('5');
  });
});

describe('an anonymous basket at sign-in (ADR-001)', () => {
  it("merges into the stored basket, amounts adding up, and stores the merge under 'basket_' + uid", async () => {
    localStorage.setItem(basketKey(ann.uid), JSON.stringify([{ ...jacket, amount: 2 }]));
    const app = await open('/category/women%27s%20clothing', createLocalBasketStorage(localStorage));
    await addToBasket(app, 'Rain Jacket');
    await addToBasket(app, 'Cotton Tee', 2);
    expect(app.screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    // anonymous adds are not stored
    expect(JSON.parse(localStorage.getItem('basket_ann')!)).toHaveLength(1);

    await signIn(app);
    expect(app.screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    await goToCartPage(app);
    expect(amountGroupOf(app, 'Rain Jacket')).toHaveTextContent('3');
    expect(amountGroupOf(app, 'Cotton Tee')).toHaveTextContent('2');
    expect(app.screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (2 items)');
    expect(amounts(JSON.parse(localStorage.getItem('basket_ann')!))).toEqual([
      [7, 3],
      [8, 2],
    ]);
  });

  it('is stored for a new account created at /auth', async () => {
    const app = await open('/products/7', createLocalBasketStorage(localStorage));
    await addToBasket(app, 'Rain Jacket');
    await app.user.click(within(app.screen.getByRole('banner')).getByRole('link', { name: /Hello, Sign In/ }));
    await app.user.click(await app.screen.findByLabelText('Email'));
    await app.user.paste('newcomer@example.com');
    await app.user.click(app.screen.getByLabelText('Password'));
    await app.user.paste('secret1');
    await app.user.click(app.screen.getByRole('button', { name: /Create your Amazon Account$/ }));
    await within(app.screen.getByRole('banner')).findByText('Hello newcomer');
    const uid = app.session.store.getState().user!.uid;
    expect(amounts(JSON.parse(localStorage.getItem(`basket_${uid}`)!))).toEqual([[7, 1]]);
    expect(app.screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('does not count the stored lines twice when the same shopper signs out and in again', async () => {
    const storage = createMemoryBasketStorage();
    const app = await open('/products/7', storage.basketStorage, true);
    await addToBasket(app, 'Rain Jacket', 3);
    await app.user.click(within(app.screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    expect(await app.screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await signIn(app);
    expect(app.screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(amounts(storage.baskets.get(ann.uid)!)).toEqual([[7, 3]]);
  });
});
