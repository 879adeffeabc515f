import type { DeliveryAddress, Order, OrderStatus } from '../../ports/entities';

/** The shop's own place (requirements §2's placeholder address): where orders go until the shopper gives theirs (ADR-021). */
export const shopDeliveryPlace: DeliveryAddress = {
  street: '123 React Lane',
  city: 'Chicago, IL',
  postcode: '60601',
  country: 'United States',
};

/** ADR-021: delivery is free on every order, so the server's total is the basket's and nothing more. */
export const deliveryRule = 'FREE delivery on every order';

/** ADR-021: an order arrives this many business days (Monday to Friday) after the day it is placed. */
export const deliveryBusinessDays = 3;

/** The day an order placed at `ordered` arrives: `deliveryBusinessDays` weekdays later, weekends skipped. */
export function arrivalDate(ordered: Date): Date {
  const day = new Date(ordered.getFullYear(), ordered.getMonth(), ordered.getDate());
  let left = deliveryBusinessDays;
  while (left > 0) {
    day.setDate(day.getDate() + 1);
    const weekday = day.getDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

/** The lines of an address as written on a parcel. */
export const addressLines = (place: DeliveryAddress) => [place.street, `${place.city} ${place.postcode}`, place.country];

/** The short name of a place, for the header: 'Chicago, IL 60601'. */
export const placeName = (place: DeliveryAddress) => `${place.city} ${place.postcode}`;

const statusNames: Record<OrderStatus, string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** ADR-039: why a refunded order was not sent, on its page */
export const REFUNDED_WHY =
  'The items sold out before your payment reached us, so this order could not be sent. The full amount was refunded to your card.';

/** ADR-039: an order refunded with no refund of the merchant's on its timeline was paid after its stock sold out. */
export const refundedForWantOfStock = (order: Order) =>
  order.status === 'refunded' && !order.timeline?.some((event) => event.kind === 'refunded');

/** An order without a status was saved because its payment succeeded: it is paid. */
export const orderStatusName = (order: Order) =>
  refundedForWantOfStock(order) ? 'Refunded: sold out' : statusNames[order.status ?? 'paid'];
