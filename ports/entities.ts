// Entities of spec section 3. Plain data, no behaviour.

export interface Rating {
  /** 0 to 5 */
  rate: number;
  count: number;
}

export interface Product {
  id: number;
  title: string;
  /** in dollars, as the catalogue host sends it; 0 when missing. What the shopper pays: the deal price when there is a deal. */
  price: number;
  /** the list price, in dollars, present only when the product is on a deal (higher than `price`, ADR-022) */
  listPrice?: number;
  image: string;
  rating: Rating;
  description: string;
  category: string;
}

/** A product copied into the basket, plus how many of it (integer, at least 1). */
export interface BasketLine extends Product {
  amount: number;
}

export interface User {
  uid: string;
  email: string;
}

/** Where an order goes (ADR-021). */
export interface DeliveryAddress {
  street: string;
  city: string;
  postcode: string;
  country: string;
}

/**
 * An order is saved once paid; later states only where the configuration knows them (ADR-021).
 * 'refunded': paid after its stock was sold to another buyer, and the money given back (ADR-039).
 */
export type OrderStatus = 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** What the shopper is shown of a step of their order's life (ADR-051): when (seconds since epoch), and its facts. */
export type OrderEvent =
  | { kind: 'shipped'; at: number; carrier: string; trackingNumber: string }
  | { kind: 'delivered'; at: number }
  | { kind: 'cancelled'; at: number }
  | { kind: 'refunded'; at: number; amountCents: number };

export interface Order {
  /** the payment intent id, also the document id */
  id: string;
  basket: BasketLine[];
  /** integer cents */
  amount: number;
  /** seconds since epoch */
  created: number;
  /** absent on orders saved before addresses were kept */
  delivery?: DeliveryAddress;
  /** the paying card's last four digits, where the payment told them */
  cardLast4?: string;
  /** absent means paid: an order is saved only once its payment succeeded */
  status?: OrderStatus;
  /** the steps of its life since, oldest first (ADR-051); absent where none was taken */
  timeline?: OrderEvent[];
}

export type PaymentStatus = 'succeeded' | 'requires_payment' | 'processing' | 'canceled';

export interface PaymentIntent {
  id: string;
  /** integer cents */
  amount: number;
  /** seconds since epoch */
  created: number;
  status: PaymentStatus;
  /** the card's last four digits, where the card entry or processor tells them */
  cardLast4?: string;
}
