import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../ports/entities';
import { testProducts } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';

const byId = (id: number) => testProducts.find((p) => p.id === id) as Product;
const monitor = byId(6); // $0.10
const jacket = byId(7); // $0.20
const bracelet = byId(3); // $695.00
const ssd = byId(5); // $1,099.50

/** Renders the cart with the given products already added (one add per entry). */
async function renderCartPage(products: Product[]) {
  const app = await renderApp('/Cart');
  act(() => products.forEach((product) => app.basket.getState().add(product)));
  return app;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('cart page (requirements §2 "Cart page")', () => {
  it('greets the shopper and titles the basket', async () => {
    const { screen } = await renderCartPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Shopping Basket' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Hello, shopper')).toBeInTheDocument();
  });

  it("shows 'Oops! No items in your cart.' and a 'Go shopping now!' link to / when empty, without a subtotal box", async () => {
    const { screen } = await renderCartPage([]);
    expect(screen.getByText('Oops! No items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping now!' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).not.toBeInTheDocument();
  });

  it("goes home from 'Go shopping now!'", async () => {
    const { screen, user, router } = await renderCartPage([]);
    await user.click(screen.getByRole('link', { name: 'Go shopping now!' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows each line with the product, its quantity, decrease/increase buttons and Delete', async () => {
    const { screen } = await renderCartPage([jacket, jacket, monitor]);
    const lines = within(screen.getByRole('list', { name: 'Basket lines' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Rain Jacket' })).toHaveAttribute('href', '/products/7');
    expect(within(lines[0]!).getByRole('group', { name: 'Quantity of Rain Jacket' })).toHaveTextContent('2');
    expect(within(lines[1]!).getByRole('group', { name: 'Quantity of 27 inch Monitor' })).toHaveTextContent('1');
    expect(within(lines[0]!).getByRole('button', { name: 'Decrease quantity of Rain Jacket' })).toBeEnabled();
    expect(within(lines[0]!).getByRole('button', { name: 'Increase quantity of Rain Jacket' })).toBeEnabled();
    expect(within(lines[0]!).getByRole('button', { name: 'Delete Rain Jacket' })).toHaveTextContent('Delete');
  });

  it('raises the quantity with the increase button', async () => {
    const { screen, user, basket } = await renderCartPage([jacket]);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Rain Jacket' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Rain Jacket' }));
    expect(screen.getByRole('group', { name: 'Quantity of Rain Jacket' })).toHaveTextContent('3');
    expect(basket.getState().basket).toEqual([expect.objectContaining({ id: 7, amount: 3 })]);
  });

  it('lowers the quantity with the decrease button and drops the line at 1, down to the empty state', async () => {
    const { screen, user } = await renderCartPage([jacket, jacket]);
    const decrease = () => screen.getByRole('button', { name: 'Decrease quantity of Rain Jacket' });
    await user.click(decrease());
    expect(screen.getByRole('group', { name: 'Quantity of Rain Jacket' })).toHaveTextContent('1');
    await user.click(decrease());
    expect(screen.queryByRole('group', { name: 'Quantity of Rain Jacket' })).not.toBeInTheDocument();
    expect(screen.getByText('Oops! No items in your cart.')).toBeInTheDocument();
  });

  it('takes a whole line out with Delete in one press, keeping the others, and says so in a polite live region (ADR-010)', async () => {
    const { screen, user } = await renderCartPage([jacket, jacket, jacket, monitor]);
    await user.click(screen.getByRole('button', { name: 'Delete Rain Jacket' }));

    expect(screen.queryByRole('link', { name: 'Rain Jacket' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of 27 inch Monitor' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (1 items): $0.10');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    const notice = screen.getByText('Rain Jacket was removed from Shopping Cart.');
    // eslint-disable-next-line testing-library/no-node-access -- a live region has no role to find it by
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite');
    // the pressed button went with its line: the focus stays in the basket
    expect(screen.getByRole('heading', { level: 1, name: 'Your Shopping Basket' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete 27 inch Monitor' }));
    expect(screen.getByText('27 inch Monitor was removed from Shopping Cart.')).toBeInTheDocument();
    expect(screen.queryByText('Rain Jacket was removed from Shopping Cart.')).not.toBeInTheDocument();
    expect(screen.getByText('Oops! No items in your cart.')).toBeInTheDocument();
  });

  it('counts lines, not amounts, in the subtotal wording', async () => {
    const { screen } = await renderCartPage([monitor, monitor, monitor, jacket]);
    const subtotal = screen.getByRole('region', { name: 'Subtotal' });
    expect(subtotal).toHaveTextContent('Subtotal (2 items)');
    expect(subtotal).toHaveTextContent('$0.50');
  });

  it('computes the total in cents: $0.10 + $0.20 is $0.30', async () => {
    const { screen } = await renderCartPage([monitor, jacket]);
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (2 items): $0.30');
  });

  it('formats the total with a dollar sign, thousands separators and two decimals', async () => {
    const { screen } = await renderCartPage([bracelet, ssd]);
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (2 items): $1,794.50');
  });

  it('updates the subtotal as lines change', async () => {
    const { screen, user } = await renderCartPage([monitor, jacket]);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of 27 inch Monitor' }));
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (1 items): $0.20');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Rain Jacket' }));
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveTextContent('Subtotal (1 items): $0.40');
  });

  it("toggles the 'This order contains a gift' checkbox, by the box and by its label", async () => {
    const { screen, user } = await renderCartPage([jacket]);
    const gift = screen.getByRole('checkbox', { name: 'This order contains a gift' });
    expect(gift).not.toBeChecked();
    await user.click(gift);
    expect(gift).toBeChecked();
    await user.click(gift);
    expect(gift).not.toBeChecked();
    await user.click(screen.getByText('This order contains a gift'));
    expect(gift).toBeChecked();
  });

  it('toggles the gift checkbox from the keyboard', async () => {
    const { screen, user } = await renderCartPage([jacket]);
    const gift = screen.getByRole('checkbox', { name: 'This order contains a gift' });
    gift.focus();
    await user.keyboard(' ');
    expect(gift).toBeChecked();
  });

  it("links 'Continue to checkout' to /payment", async () => {
    const { screen } = await renderCartPage([jacket]);
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/payment');
  });

  it('gives the subtotal box its hidden style once scrolled more than 100 pixels, and shows it again under 100', async () => {
    const { screen } = await renderCartPage([jacket]);
    const subtotal = screen.getByRole('region', { name: 'Subtotal' });
    const visibleClass = subtotal.className;
    expect(subtotal).toHaveAttribute('data-hidden', 'false');

    act(() => scrollTo(100));
    expect(subtotal).toHaveAttribute('data-hidden', 'false');

    act(() => scrollTo(101));
    expect(subtotal).toHaveAttribute('data-hidden', 'true');
    expect(subtotal.className).not.toBe(visibleClass);

    act(() => scrollTo(40));
    expect(subtotal).toHaveAttribute('data-hidden', 'false');
    expect(subtotal.className).toBe(visibleClass);
  });

  it('starts hidden when the cart opens already scrolled past 100 pixels', async () => {
    Object.defineProperty(window, 'scrollY', { value: 250, configurable: true });
    const { screen } = await renderCartPage([jacket]);
    expect(screen.getByRole('region', { name: 'Subtotal' })).toHaveAttribute('data-hidden', 'true');
  });
});
