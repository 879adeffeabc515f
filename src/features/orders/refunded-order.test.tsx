import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProducts } from '../../../test-doubles/test-products';
import { renderApp } from '../../test/render-app';

const ADA = { uid: 'ada', email: 'ada@example.com' };

// ADR-039: an order paid after its stock was sold is refunded, and the shopper is told where they look
describe('a refunded order', () => {
  const refunded = {
    id: 'pi_refunded_1',
    basket: [{ ...testProducts[0]!, amount: 1 }],
    amount: Math.round(testProducts[0]!.price * 100),
    created: 1_790_000_000,
    status: 'refunded' as const,
  };

  it('says so on Your Orders and why on its own page, with no arrival date', async () => {
    const { screen, user } = await renderApp('/Orders', {
      signedIn: ADA,
      setup: ({ orders }) => void orders.orders.saveOrder(ADA.uid, refunded),
    });
    const card = await screen.findByRole('listitem', { name: /^Order / });
    expect(within(card).getByText('Refunded: sold out')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: /details|View order/i }));
    expect(
      await screen.findByText(
        'The items sold out before your payment reached us, so this order could not be sent. The full amount was refunded to your card.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Arrives by')).toBeNull();
  });
});
