import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { BasketLine, Product } from '../../../ports/entities';
import { CheckoutNote } from './CheckoutFrame';

interface BuyNowCheckoutProps {
  /** the catalogue's product, or null when it has no such product */
  product: Product | null;
  amount: number;
  /** the checkout of these lines */
  children(lines: BasketLine[], reprice: (current: ReadonlyMap<number, number>) => void): ReactNode;
}

/**
 * ADR-010: Buy Now checks out its one product and quantity, never the basket, which it leaves as it
 * was. The line is priced by the catalogue here and by the payment server when paying; a price the
 * server charges differently is taken on, as the basket would.
 */
export function BuyNowCheckout({ product, amount, children }: BuyNowCheckoutProps) {
  const [line, setLine] = useState<BasketLine | null>(product && { ...product, amount });
  if (!line) {
    return (
      <CheckoutNote heading="Checkout (0) items">
        This product is no longer available. <Link to="/">Go shopping now!</Link>
      </CheckoutNote>
    );
  }
  const reprice = (current: ReadonlyMap<number, number>) => {
    const price = current.get(line.id);
    if (price !== undefined) setLine({ ...line, price });
  };
  return children([line], reprice);
}
