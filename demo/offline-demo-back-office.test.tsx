import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { createApp } from '../src/app/create-app';
import { DEMO_OWNER, DEMO_REFUSALS } from './offline-demo-back-office';
import { NEW_PRODUCT_PICTURE } from './offline-demo-catalogue';
import { DEMO_FORGOT_ORDER } from './offline-demo-orders';
import { formatCents } from '../src/domain/money';
import { offlineDemoSetup } from './offline-demo-setup';

const LONG = { timeout: 5000 };
const BUILT_IN = builtInCatalogEntries().length;

/** The demo as a page load opens it at `url`, with no server anywhere. */
async function openDemo(url: string) {
  const ports = await offlineDemoSetup.buildPorts();
  const app = createApp(ports, { history: createMemoryHistory({ initialEntries: [url] }), banner: offlineDemoSetup.banner });
  render(<app.App />);
  await act(() => app.router.load());
  return { ports, router: app.router, user: userEvent.setup() };
}

describe("the offline demo's back office, run in the page", () => {
  it('opens signed in as the owner; a product added there is on its category and product pages', async () => {
    const { router, user } = await openDemo('/sell/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a product' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Demo' })).toHaveTextContent(
      'nothing the back office changes is kept past a reload',
    );
    await user.type(screen.getByLabelText('Title'), 'Walnut desk lamp');
    await user.type(screen.getByLabelText('Price'), '49.99');
    await user.selectOptions(screen.getByLabelText('Category'), 'electronics');
    await user.type(screen.getByLabelText('In stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Edit product ${BUILT_IN + 1}` }, LONG)).toBeInTheDocument();
    expect(await screen.findByText('On hand: 3; held for checkouts: 0; left to sell: 3; sold: 0')).toBeInTheDocument();

    await act(() => router.navigate({ to: '/category/$categoryName', params: { categoryName: 'electronics' } }));
    const card = await screen.findByRole('link', { name: /Walnut desk lamp/ }, LONG);
    expect(screen.getByRole('img', { name: 'Walnut desk lamp' })).toHaveAttribute('src', NEW_PRODUCT_PICTURE);
    expect(card).toHaveAttribute('href', `/products/${BUILT_IN + 1}`);
    await act(() => router.navigate({ to: '/products/$productId', params: { productId: String(BUILT_IN + 1) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Walnut desk lamp' }, LONG)).toBeInTheDocument();
    expect(screen.getAllByText('$49.99', { exact: false }).length).toBeGreaterThan(0);

    await act(() => router.navigate({ to: '/sell/$', params: { _splat: 'activity' } }));
    expect(await screen.findByText(/owner@example\.com/, {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByText(/created/).length).toBeGreaterThan(0);
  });

  it('keeps hidden products off the shoppers’ pages, as the server does', async () => {
    const { ports, router } = await openDemo('/sell');
    await screen.findByRole('heading', { level: 1, name: 'Products' }, LONG);
    const office = await ports.backOffice!();
    await act(() => office.changeProduct(1, { published: false }).then(() => undefined));
    await act(() => router.navigate({ to: '/products/$productId', params: { productId: '1' } }));
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that product." }, LONG)).toBeInTheDocument();
    expect((await ports.catalog.listProducts()).map((product) => product.id)).not.toContain(1);
  });

  it('refuses a photo in words that say why, and what the product shows instead', async () => {
    const { user } = await openDemo('/sell/products/new');
    await screen.findByRole('heading', { level: 1, name: 'Add a product' }, LONG);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lamp.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photos'), png);
    expect(await screen.findByText(DEMO_REFUSALS.photos, {}, LONG)).toBeInTheDocument();
  });

  it('after Sign Out, says who the demo’s owner is, and signs them in again', async () => {
    const { user } = await openDemo('/sell');
    await screen.findByRole('heading', { level: 1, name: 'Products' }, LONG);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(`Please sign in to the back office. ${DEMO_REFUSALS.signIn}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), DEMO_OWNER.email);
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail or the password is not right.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_OWNER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, LONG)).toBeInTheDocument();
  });

  it("lists the orders paid in the page with the shopper's e-mail, and counts them sold", async () => {
    const { ports, router } = await openDemo('/sell');
    await screen.findByRole('heading', { level: 1, name: 'Products' }, LONG);
    const product = builtInCatalogEntries()[0]!.product;
    await act(async () => {
      const shopper = await ports.auth.signUp('ann@example.com', 'secret-pass');
      await ports.orders.saveOrder(shopper.uid, {
        id: 'pi_test_demo_1',
        basket: [{ ...product, amount: 2 }],
        amount: Math.round(product.price * 100) * 2,
        created: Math.floor(Date.now() / 1000),
      });
    });
    await act(() => router.navigate({ to: '/sell/$', params: { _splat: 'orders' } }));
    // the order's id and its payment's, which are one in test mode
    expect(await screen.findAllByText('pi_test_demo_1', {}, LONG)).toHaveLength(2);
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    const office = await ports.backOffice!();
    const [figures] = (await office.stock({ search: String(product.id), page: 1 })).entries;
    expect(figures?.sold).toBe(2);
  });

  it('takes an order’s steps in the page: the owner ships one and the shopper sees it; the shopper cancels another', async () => {
    const { ports, router, user } = await openDemo('/sell');
    await screen.findByRole('heading', { level: 1, name: 'Products' }, LONG);
    const product = builtInCatalogEntries()[0]!.product;
    const office = await ports.backOffice!();
    const onHand = async () => (await office.stock({ search: String(product.id), page: 1 })).entries[0]?.onHand;
    const before = await onHand();
    const order = (id: string) => ({
      id,
      basket: [{ ...product, amount: 2 }],
      amount: Math.round(product.price * 100) * 2,
      created: Math.floor(Date.now() / 1000),
    });
    await act(async () => {
      const shopper = await ports.auth.signUp('cy@example.com', 'secret-pass');
      await ports.orders.saveOrder(shopper.uid, order('pi_test_demo_ship'));
      await ports.orders.saveOrder(shopper.uid, order('pi_test_demo_cancel'));
    });

    await act(() => router.navigate({ to: '/sell/$', params: { _splat: 'orders/pi_test_demo_ship' } }));
    const ship = await screen.findByRole('form', { name: 'Ship the order' }, LONG);
    await user.type(within(ship).getByLabelText('Carrier'), 'UPS');
    await user.type(within(ship).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(ship).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Status: Shipped.', {}, LONG)).toBeInTheDocument();

    await act(() => router.navigate({ to: '/Orders/$orderId', params: { orderId: 'pi_test_demo_ship' } }));
    expect(
      await screen.findByText('Shipped with UPS, tracking number 1Z999AA10123456784', { exact: false }, LONG),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    await act(() => router.navigate({ to: '/Orders/$orderId', params: { orderId: 'pi_test_demo_cancel' } }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, LONG));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    const life = await screen.findByRole('region', { name: 'Where it is' }, LONG);
    await waitFor(() => expect(life).toHaveTextContent('Cancelled'));
    expect(life).toHaveTextContent(`Refunded ${formatCents(order('').amount)}`);
    // its units back in the demo's stock
    expect(await onHand()).toBe(before! + 2);
  });

  it('says an order placed before the last reload cannot be cancelled here', async () => {
    const { ports } = await openDemo('/');
    const shopper = await act(() => ports.auth.signUp('bo@example.com', 'secret-pass'));
    // kept in the browser by an earlier page: this page's memory never saw it paid
    await expect(ports.orders.cancelOrder!(shopper.uid, 'pi_test_before_reload')).rejects.toThrow(DEMO_FORGOT_ORDER);
  });
});
