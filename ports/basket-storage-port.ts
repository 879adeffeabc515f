import type { Unsubscribe } from './auth-port';
import type { BasketChange } from './basket-change';
import type { BasketLine } from './entities';

/** The basket a page drawn by the server shows, at the version the server kept it at (ADR-036). */
export interface ShownBasket {
  lines: BasketLine[];
  version: number;
}

/**
 * A signed-in shopper's basket, changed by what the shopper does (ADR-042): kept in this browser
 * (the offline demo), or by the shop's server, which applies the changes in the order it takes them.
 */
export interface BasketStoragePort {
  /**
   * The basket to show for the user now; [] when none, unreadable or corrupted (never throws).
   * `shown`: the server's basket as this page was drawn with it; an adapter that keeps the basket
   * on the server starts from it instead of reading it again.
   */
  load(uid: string, shown?: ShownBasket): BasketLine[];
  /**
   * Applies the changes, in order. The caller shows them at once by the same rule
   * (applyBasketChanges); a basket that turns out otherwise comes through `onExternalChange`.
   * Never throws: a failure is logged.
   */
  change(uid: string, changes: BasketChange[]): void;
  /** Called when the basket of a user to show changes elsewhere: another tab, or the server's answer. */
  onExternalChange(listener: (uid: string, basket: BasketLine[]) => void): Unsubscribe;
}

/** A change not yet applied where the basket is kept, and whose it is: null when the shopper was not yet known. */
export interface WaitingChange extends BasketChange {
  uid: string | null;
}

/**
 * The one queue of the changes waiting to be applied (ADR-042): made before the page knew the
 * shopper, or not yet taken by the server (offline, a page left at once). Written at once, kept in
 * the browser: the next page finds them.
 */
export interface WaitingChangesPort {
  /** oldest first; [] when none or unreadable (never throws) */
  read(): WaitingChange[];
  add(changes: WaitingChange[]): void;
  /** takes these changes out, by id and whose they are */
  drop(uid: string | null, ids: readonly string[]): void;
}
