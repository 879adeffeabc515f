import { createStore } from 'zustand/vanilla';
import type { BasketStoragePort } from '../../../ports/basket-storage-port';
import type { BasketLine, Product, User } from '../../../ports/entities';
import { addRefusal } from '../../domain/stock-words';
import {
  addToBasket,
  deleteFromBasket,
  mergeBaskets,
  removeFromBasket,
  withCurrentPrices,
  withoutOrdered,
  wouldExceedMaximum,
} from '../../domain/basket';

export interface BasketState {
  user: User | null;
  basket: BasketLine[];
  /** the last add to be confirmed: a count tells one press from the next (each is confirmed again) */
  lastAdded: AddNotice | null;
  /**
   * adds `amount` (1 when left out) of the product (ADR-010); with `confirmAt`, the add is
   * confirmed there (ADR-020), else it is silent (the cart's +, whose line shows the amount).
   * With `left`, the units left in stock, an add past them is refused (ADR-039).
   */
  add(product: Product, amount?: number, confirmAt?: NoticeSpot, left?: number): void;
  remove(id: number): void;
  /** takes the whole line out at once (ADR-010) */
  deleteLine(id: number): void;
  setUser(user: User | null): void;
  empty(): void;
  /** after an order is saved: its lines leave the basket, which is emptied (requirements §4) when nothing is left */
  removeOrdered(ordered: BasketLine[]): void;
  /** prices have changed since the lines were added: the lines take on these, by product id */
  reprice(prices: ReadonlyMap<number, number>): void;
}

/** ADR-020: where an add is confirmed: the page it was made on, and inside the buy box or over the page */
export interface NoticeSpot {
  pathname: string;
  place: 'buy-box' | 'over-page';
}

export interface AddNotice {
  product: Product;
  press: number;
  at: NoticeSpot;
  /** the line was already at, or went past, the maximum quantity: it holds the maximum (ADR-020) */
  capped: boolean;
  /** nothing was added: it would pass what is left in stock, which this says (ADR-039) */
  refused?: string;
}

export type BasketStore = ReturnType<typeof createBasketStore>;

/** the key of this tab's basket while the server has not yet said who the shopper is (ADR-037) */
export const UNCLAIMED = 'unclaimed';

/**
 * Requirements §4 'Basket actions' with per-user storage; ADR-001 for sign-in. `drawnWith`: the
 * shopper and basket a page drawn by the server shows (ADR-036), this store's first state, so that
 * the app takes the page over as drawn; the basket this browser keeps follows at once. `unclaimed`:
 * where this tab keeps the lines added before the first `setUser` (ADR-037).
 */
export function createBasketStore({
  storage,
  unclaimed,
  drawnWith,
}: {
  storage: BasketStoragePort;
  unclaimed?: BasketStoragePort;
  drawnWith?: { user: User; basket: BasketLine[]; basketVersion?: number };
}) {
  // ADR-037: added before the server said who the shopper is, on this page or one left at once
  const early = unclaimed?.load(UNCLAIMED) ?? [];
  let userKnown = drawnWith !== undefined;
  const store = createStore<BasketState>((set, get) => {
    // requirements §4: saved after add and remove (and ADR-010's delete), only while a user is signed in
    const update = (basket: BasketLine[]) => {
      set({ basket });
      const { user } = get();
      if (user) storage.save(user.uid, basket);
      else if (!userKnown) unclaimed?.save(UNCLAIMED, basket);
    };
    return {
      user: drawnWith?.user ?? null,
      basket: drawnWith?.basket ?? early,
      lastAdded: null,
      add: (product, amount = 1, confirmAt, left) => {
        const inBasket = get().basket.find((line) => line.id === product.id)?.amount ?? 0;
        // ADR-039: never past what is left; the confirmation says how many are
        if (left !== undefined && inBasket + amount > left) {
          const refused = addRefusal(left, inBasket);
          if (confirmAt)
            set({ lastAdded: { product, press: (get().lastAdded?.press ?? 0) + 1, at: confirmAt, capped: false, refused } });
          return;
        }
        const capped = wouldExceedMaximum(get().basket, product.id, amount);
        update(addToBasket(get().basket, product, amount));
        if (confirmAt) set({ lastAdded: { product, press: (get().lastAdded?.press ?? 0) + 1, at: confirmAt, capped } });
      },
      remove: (id) => update(removeFromBasket(get().basket, id)),
      deleteLine: (id) => update(deleteFromBasket(get().basket, id)),
      setUser(user) {
        const previous = get();
        // the early lines are the shopper's now; for nobody (a guest, or a question the page left
        // unanswered) they stay in the tab, for whoever the next page finds (ADR-037)
        if (!userKnown && user) unclaimed?.clear(UNCLAIMED);
        userKnown = true;
        if (previous.user?.uid === user?.uid) return;
        if (!user) return set({ user: null, basket: [] });
        const stored = storage.load(user.uid);
        const anonymous = previous.user ? [] : previous.basket;
        if (anonymous.length === 0) return set({ user, basket: stored });
        const merged = mergeBaskets(stored, anonymous);
        set({ user, basket: merged });
        storage.save(user.uid, merged);
      },
      empty() {
        const { user } = get();
        set({ basket: [] });
        if (user) storage.clear(user.uid);
      },
      removeOrdered(ordered) {
        const left = withoutOrdered(get().basket, ordered);
        if (left.length === 0) get().empty();
        else update(left);
      },
      reprice: (prices) => update(withCurrentPrices(get().basket, prices)),
    };
  });
  // this browser's copy, with what it has not sent yet; an empty one (a browser new to the shopper)
  // leaves the basket drawn, which the copy syncing with the server then follows (from the version
  // drawn, not asked for again)
  if (drawnWith) {
    const { user, basket, basketVersion } = drawnWith;
    const here = storage.load(user.uid, basketVersion === undefined ? undefined : { lines: basket, version: basketVersion });
    if (here.length > 0) store.setState({ basket: here });
    if (early.length > 0) {
      const merged = mergeBaskets(store.getState().basket, early);
      store.setState({ basket: merged });
      storage.save(user.uid, merged);
      unclaimed?.clear(UNCLAIMED);
    }
  }
  // the same user's basket changed in another tab
  const stopSync = storage.onExternalChange((uid, basket) => {
    if (store.getState().user?.uid === uid) store.setState({ basket });
  });
  return Object.assign(store, { stopSync });
}
