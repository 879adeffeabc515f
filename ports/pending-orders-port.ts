import type { BasketLine } from './entities';

/** A payment started or made whose order is not saved yet: kept so that a closed tab cannot lose it. */
export interface PendingOrder {
  uid: string;
  intentId: string;
  basket: BasketLine[];
}

/**
 * Where the browser keeps its pending orders (ADR-004). Every unsaved payment of a user is
 * kept, so a retry with a new intent never hides an earlier charge. Never throws: a storage failure
 * is logged and reads as nothing kept.
 */
export interface PendingOrdersPort {
  save(pending: PendingOrder): void;
  load(uid: string): PendingOrder[];
  /** true when this call removed the record: false when it was gone already (another tab saved it) */
  clear(uid: string, intentId: string): boolean;
}
