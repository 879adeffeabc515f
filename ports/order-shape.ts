import type { BasketLine, DeliveryAddress, Order, OrderEvent, OrderStatus } from './entities';

// An order as Firestore holds it, read back into the port's shape: shared by the SDK's live
// subscription, the light first read over REST (ADR-024) and the server drawing a signed-in page
// with the Admin SDK (ADR-036), which must agree to the field.

const addressFields = ['street', 'city', 'postcode', 'country'] as const;
const statuses: readonly string[] = ['paid', 'shipped', 'delivered', 'cancelled', 'refunded'] satisfies OrderStatus[];

function isAddress(value: unknown): value is DeliveryAddress {
  return (
    typeof value === 'object' &&
    value !== null &&
    addressFields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A step of the order's life as the server wrote it (ADR-051); anything else is left out. */
function isEvent(value: unknown): value is OrderEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (!isCount(event.at)) return false;
  switch (event.kind) {
    case 'shipped':
      return typeof event.carrier === 'string' && typeof event.trackingNumber === 'string';
    case 'refunded':
      return isCount(event.amountCents);
    case 'delivered':
    case 'cancelled':
      return true;
    default:
      return false;
  }
}

export function toOrder(id: string, data: Record<string, unknown>): Order {
  const order: Order = {
    id,
    basket: Array.isArray(data.basket) ? (data.basket as BasketLine[]) : [],
    amount: typeof data.amount === 'number' ? data.amount : 0,
    created: typeof data.created === 'number' ? data.created : 0,
  };
  // ADR-021: kept where the order has them; Firestore holds no undefined fields
  if (isAddress(data.delivery)) order.delivery = data.delivery;
  if (typeof data.cardLast4 === 'string') order.cardLast4 = data.cardLast4;
  if (typeof data.status === 'string' && statuses.includes(data.status)) order.status = data.status as OrderStatus;
  const timeline = Array.isArray(data.timeline) ? data.timeline.filter(isEvent) : [];
  if (timeline.length > 0) order.timeline = timeline;
  return order;
}
