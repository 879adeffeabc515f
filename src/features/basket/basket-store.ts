import { createStore } from 'zustand/vanilla';
import { applyBasketChanges, newChangeId, type BasketChange } from '../../../ports/basket-change';
import type { BasketStoragePort, WaitingChangesPort } from '../../../ports/basket-storage-port';
import type { BasketLine, Product, User } from '../../../ports/entities';
import { addRefusal } from '../../domain/stock-words';
import { maxAmount } from '../../domain/basket';

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

/** A change of the product's line, with an id of its own (ADR-042). */
const changeOf = (kind: BasketChange['kind'], { amount: _held, ...product }: Product & { amount?: number }, amount: number) => ({
  id: newChangeId(),
  kind,
  amount,
  line: product,
});

/**
 * Requirements §4 'Basket actions' with per-user storage; ADR-001 for sign-in. Each action is a
 * change (ADR-042), which the storage applies for a signed-in shopper and the page for a guest.
 * `drawnWith`: the shopper and basket a page drawn by the server shows (ADR-036), this store's first
 * state, so that the app takes the page over as drawn. `waiting`: where the changes made before the
 * first `setUser` wait, in the browser, for the page that knows the shopper (ADR-042).
 */
export function createBasketStore({
  storage,
  waiting,
  drawnWith,
}: {
  storage: BasketStoragePort;
  waiting?: WaitingChangesPort;
  drawnWith?: { user: User; basket: BasketLine[]; basketVersion?: number };
}) {
  // made before the server said who the shopper is, on this page or one left at once
  const early = () => (waiting?.read() ?? []).filter((change) => change.uid === null);
  let userKnown = drawnWith !== undefined;
  /** The early changes are the shopper's: taken from the queue, then handed to their storage (which keeps them till sent). */
  const claim = (uid: string, stored: BasketLine[], changes: BasketChange[]) => {
    waiting?.drop(
      null,
      early().map((change) => change.id),
    );
    storage.change(uid, changes);
    return applyBasketChanges(stored, changes);
  };
  const store = createStore<BasketState>((set, get) => {
    // requirements §4: saved after add and remove (and ADR-010's delete), only while a user is signed in
    // ADR-042: shown at once by the rule the storage applies them with
    const apply = (changes: BasketChange[]) => {
      if (changes.length === 0) return;
      const { user, basket } = get();
      set({ basket: applyBasketChanges(basket, changes) });
      if (user) storage.change(user.uid, changes);
      else if (!userKnown) waiting?.add(changes.map((change) => ({ ...change, uid: null })));
    };
    const lineOf = (id: number) => get().basket.find((line) => line.id === id);
    // a count tells one press from the next: each is confirmed again
    const confirm = (product: Product, at: NoticeSpot, capped: boolean, refused?: string) =>
      set({ lastAdded: { product, press: (get().lastAdded?.press ?? 0) + 1, at, capped, refused } });
    return {
      user: drawnWith?.user ?? null,
      basket: drawnWith?.basket ?? applyBasketChanges([], early()),
      lastAdded: null,
      add: (product, amount = 1, confirmAt, left) => {
        const inBasket = lineOf(product.id)?.amount ?? 0;
        // ADR-039: never past what is left; the confirmation says how many are
        if (left !== undefined && inBasket + amount > left) {
          const refused = addRefusal(left, inBasket);
          if (confirmAt) confirm(product, confirmAt, false, refused);
          return;
        }
        // ADR-020: an add past the maximum fills the line to it, and says so
        const capped = inBasket + amount > maxAmount;
        // requirements §3: an amount is a whole number from 1
        if (amount >= 1) apply([changeOf('add', product, Math.min(amount, maxAmount))]);
        if (confirmAt) confirm(product, confirmAt, capped);
      },
      remove: (id) => {
        const line = lineOf(id);
        if (line) apply([changeOf('remove', line, 1)]);
      },
      deleteLine: (id) => {
        const line = lineOf(id);
        if (line) apply([changeOf('set', line, 0)]);
      },
      setUser(user) {
        const previous = get();
        const firstAnswer = !userKnown;
        userKnown = true;
        if (previous.user?.uid === user?.uid) return;
        if (!user) return set({ user: null, basket: [] });
        const stored = storage.load(user.uid);
        // ADR-001: the anonymous lines join the stored basket, amounts adding up; at the first answer
        // they are the early changes themselves, sent with their ids (another tab may send them too)
        const queued = firstAnswer ? early() : [];
        if (previous.user || (previous.basket.length === 0 && queued.length === 0)) return set({ user, basket: stored });
        const joining = queued.length > 0 ? queued : previous.basket.map((line) => changeOf('add', line, line.amount));
        set({ user, basket: claim(user.uid, stored, joining) });
      },
      empty() {
        apply(get().basket.map((line) => changeOf('set', line, 0)));
      },
      removeOrdered(ordered) {
        // ADR-004: what was paid leaves; whatever was added since stays
        apply(
          ordered.flatMap((paid) => {
            const line = lineOf(paid.id);
            return line ? [changeOf('remove', line, paid.amount)] : [];
          }),
        );
      },
      reprice: (prices) =>
        apply(
          get().basket.flatMap((line) => {
            const price = prices.get(line.id);
            return price === undefined || price === line.price ? [] : [changeOf('set', { ...line, price }, line.amount)];
          }),
        ),
    };
  });
  // the basket the server drew, with this browser's waiting changes laid over it (ADR-036, ADR-042)
  if (drawnWith) {
    const { user, basket, basketVersion } = drawnWith;
    const here = storage.load(user.uid, basketVersion === undefined ? undefined : { lines: basket, version: basketVersion });
    const joining = early();
    const shown = joining.length > 0 ? claim(user.uid, here.length > 0 ? here : basket, joining) : here;
    if (shown.length > 0) store.setState({ basket: shown });
  }
  // the same user's basket changed in another tab, or as the server answered
  const stopSync = storage.onExternalChange((uid, basket) => {
    if (store.getState().user?.uid === uid) store.setState({ basket });
  });
  return Object.assign(store, { stopSync });
}
