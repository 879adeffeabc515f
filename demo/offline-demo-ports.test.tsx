import { describe, expect, it } from 'vitest';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { paymentContract } from '../test-doubles/contracts/payment-contract';
import { createOfflineDemoPorts } from './offline-demo-ports';

const typeCard = async (target: HTMLElement, number: string) => {
  const user = userEvent.setup();
  await user.type(await within(target).findByLabelText('Card number'), number);
  await user.type(within(target).getByLabelText('Expiry date (MM / YY)'), '1299');
  await user.type(within(target).getByLabelText('Security code (CVC)'), '123');
  await user.type(within(target).getByLabelText('Postcode'), '10001');
};

paymentContract(
  'offline demo',
  () => createOfflineDemoPorts().payment,
  { totalCents: 2500, lines: [{ id: 1, amount: 1 }] },
  {
    fillPaying: (target) => typeCard(target, '4242424242424242'),
  },
);

describe('the offline demo ports', () => {
  it('list the catalogue the embedded server serves', async () => {
    const products = await createOfflineDemoPorts().catalog.listProducts();
    expect(products).toEqual(builtInCatalogEntries().map((entry) => entry.product));
  });

  it('give every payment an id of its own, across page loads (each load builds the ports anew)', async () => {
    const request = { totalCents: 2500, lines: [{ id: 1, amount: 1 }] };
    const intentIdOf = (secret: string) => secret.slice(0, secret.indexOf('_secret_'));
    const firstLoad = await createOfflineDemoPorts().payment.createPayment(request);
    const secondLoad = createOfflineDemoPorts().payment;
    const ids = [firstLoad, await secondLoad.createPayment(request), await secondLoad.createPayment(request)].map((created) =>
      intentIdOf(created.clientSecret),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('refuse the test card %s as the embedded server does: %s', async (number, message) => {
    const { payment } = createOfflineDemoPorts();
    const { clientSecret } = await payment.createPayment({ totalCents: 2500, lines: [{ id: 1, amount: 1 }] });
    const entry = await payment.loadCardEntry();
    const target = document.body.appendChild(document.createElement('div'));
    let unmount = () => undefined as void;
    // the card form renders into a root of its own: its mount and unmount happen inside act
    await act(async () => {
      unmount = entry.mount(target, () => undefined);
    });
    await typeCard(target, number);
    await expect(entry.confirm(clientSecret)).rejects.toThrow(message);
    await act(async () => unmount());
    target.remove();
  });
});

describe("the offline demo's stock (ADR-039)", () => {
  it('ships the built-in figures: plenty, a few left, one sold out', async () => {
    const { stockLevels } = createOfflineDemoPorts();
    expect(await stockLevels.levelsOf([1, 10, 12])).toEqual(
      new Map([
        [1, 1000],
        [10, 3],
        [12, 0],
      ]),
    );
  });

  it("holds a checkout's quantities and refuses one past what is left, naming the product", async () => {
    const { payment, stockLevels } = createOfflineDemoPorts();
    await payment.createPayment({ totalCents: 4900, lines: [{ id: 10, amount: 2 }] });
    expect(await stockLevels.levelsOf([10])).toEqual(new Map([[10, 1]]));
    await expect(payment.createPayment({ totalCents: 4900, lines: [{ id: 10, amount: 2 }] })).rejects.toMatchObject({
      code: 'out_of_stock',
      message:
        'Only 1 of "14K Gold-Plated Twisted Rope Chain Necklace, 18 Inches" is left. Please change your basket and try again; nothing was charged.',
    });
  });
});
