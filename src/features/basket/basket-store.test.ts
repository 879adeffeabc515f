import { describe, expect, it, vi } from 'vitest';
import type { BasketLine, Product } from '../../../ports/entities';
import { createMemoryBasketStorage } from '../../../test-doubles/memory-basket-storage';
import { createMemoryWaitingChanges } from '../../../test-doubles/memory-waiting-changes';
import { testProducts } from '../../../test-doubles/test-products';
import { createBasketStore } from './basket-store';

const [backpack, shirt, bracelet] = testProducts as [Product, Product, Product];
const alice = { uid: 'alice', email: 'alice@example.com' };
const bob = { uid: 'bob', email: 'bob@example.com' };

const line = (product: Product, amount: number): BasketLine => ({ ...product, amount });
const amounts = (basket: BasketLine[]) => basket.map((l) => [l.id, l.amount]);

function setup() {
  const storage = createMemoryBasketStorage();
  /** the changes handed to the storage, one call per action */
  const save = vi.spyOn(storage.basketStorage, 'change');
  const store = createBasketStore({ storage: storage.basketStorage });
  return { ...storage, save, store, state: () => store.getState() };
}

describe('basket store: add and remove (requirements §4)', () => {
  it('adds a new line with amount 1, then raises the same line by 1', () => {
    const { state } = setup();
    state().add(backpack);
    expect(state().basket).toEqual([line(backpack, 1)]);
    state().add(backpack);
    state().add(shirt);
    expect(amounts(state().basket)).toEqual([
      [backpack.id, 2],
      [shirt.id, 1],
    ]);
  });

  it('removes one at a time down to zero, dropping the line at amount 1', () => {
    const { state } = setup();
    state().add(backpack);
    state().add(backpack);
    state().remove(backpack.id);
    expect(amounts(state().basket)).toEqual([[backpack.id, 1]]);
    state().remove(backpack.id);
    expect(state().basket).toEqual([]);
    state().remove(backpack.id);
    expect(state().basket).toEqual([]);
  });

  it('leaves the basket unchanged when removing an unknown id', () => {
    const { state } = setup();
    state().add(shirt);
    const before = state().basket;
    state().remove(999);
    expect(state().basket).toEqual(before);
  });
});

describe('basket store: a picked quantity and Delete (ADR-010)', () => {
  it('adds the picked quantity at once and confirms it as one press, where it was made (ADR-020)', () => {
    const { state } = setup();
    const at = { pathname: '/products/1', place: 'buy-box' } as const;
    state().add(backpack, 3, at);
    state().add(backpack, 2, at);
    expect(amounts(state().basket)).toEqual([[backpack.id, 5]]);
    expect(state().lastAdded).toEqual({ product: backpack, press: 2, at, capped: false });
    // the cart's + adds without a confirmation: its line shows the amount
    state().add(backpack);
    expect(state().lastAdded).toEqual({ product: backpack, press: 2, at, capped: false });
  });

  it('holds at most the maximum quantity of a product, and says when an add was capped (ADR-020)', () => {
    const { state } = setup();
    const at = { pathname: '/products/1', place: 'buy-box' } as const;
    state().add(backpack, 8, at);
    expect(state().lastAdded?.capped).toBe(false);
    state().add(backpack, 5, at);
    expect(amounts(state().basket)).toEqual([[backpack.id, 10]]);
    expect(state().lastAdded?.capped).toBe(true);
    state().add(backpack);
    expect(amounts(state().basket)).toEqual([[backpack.id, 10]]);
  });

  it('deletes a whole line in one go and saves the basket while signed in', () => {
    const { state, baskets } = setup();
    state().setUser(alice);
    state().add(backpack, 4);
    state().add(shirt);
    state().deleteLine(backpack.id);
    expect(state().basket).toEqual([line(shirt, 1)]);
    expect(baskets.get('alice')).toEqual([line(shirt, 1)]);
  });
});

describe('basket store: saving only while signed in (requirements §4)', () => {
  it('never saves anonymous adds and removes', () => {
    const { state, save, baskets } = setup();
    state().add(backpack);
    state().add(backpack);
    state().remove(backpack.id);
    expect(save).not.toHaveBeenCalled();
    expect(baskets.size).toBe(0);
  });

  it("saves after every add and remove under the signed-in user's id", () => {
    const { state, save, baskets } = setup();
    state().setUser(alice);
    state().add(backpack);
    expect(save).toHaveBeenLastCalledWith('alice', [expect.objectContaining({ kind: 'add', amount: 1 })]);
    expect(baskets.get('alice')).toEqual([line(backpack, 1)]);
    state().add(backpack);
    expect(baskets.get('alice')).toEqual([line(backpack, 2)]);
    state().remove(backpack.id);
    expect(baskets.get('alice')).toEqual([line(backpack, 1)]);
    state().remove(backpack.id);
    expect(baskets.get('alice')).toEqual([]);
    expect(save).toHaveBeenCalledTimes(4);
  });
});

describe('basket store: the user changes (requirements §4, ADR-001)', () => {
  it('loads the stored basket when a user is set', () => {
    const { state, baskets } = setup();
    baskets.set('alice', [line(bracelet, 3)]);
    state().setUser(alice);
    expect(state().user).toEqual(alice);
    expect(state().basket).toEqual([line(bracelet, 3)]);
  });

  it('starts empty for a user with nothing stored, without saving', () => {
    const { state, save } = setup();
    state().setUser(alice);
    expect(state().basket).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('merges a non-empty anonymous basket into the stored one at sign-in, amounts adding up, and saves the merge', () => {
    const { state, save, baskets } = setup();
    baskets.set('alice', [line(backpack, 2), line(bracelet, 1)]);
    state().add(backpack);
    state().add(shirt);
    state().setUser(alice);
    const merged = [line(backpack, 3), line(bracelet, 1), line(shirt, 1)];
    expect(state().basket).toEqual(merged);
    // ADR-042: the anonymous lines go to the storage as adds
    expect(save).toHaveBeenCalledWith('alice', [
      expect.objectContaining({ kind: 'add', amount: 1, line: backpack }),
      expect.objectContaining({ kind: 'add', amount: 1, line: shirt }),
    ]);
    expect(baskets.get('alice')).toEqual(merged);
  });

  it('keeps the anonymous basket as the stored one when the user had nothing stored', () => {
    const { state, baskets } = setup();
    state().add(shirt);
    state().setUser(alice);
    expect(state().basket).toEqual([line(shirt, 1)]);
    expect(baskets.get('alice')).toEqual([line(shirt, 1)]);
  });

  it('empties the in-memory basket at sign-out but keeps the stored one', () => {
    const { state, baskets } = setup();
    state().setUser(alice);
    state().add(backpack);
    state().setUser(null);
    expect(state().user).toBeNull();
    expect(state().basket).toEqual([]);
    expect(baskets.get('alice')).toEqual([line(backpack, 1)]);
  });

  it('gives back the stored basket when the same user signs in again', () => {
    const { state } = setup();
    state().setUser(alice);
    state().add(backpack);
    state().setUser(null);
    state().setUser(alice);
    expect(state().basket).toEqual([line(backpack, 1)]);
  });

  it("replaces A's basket by B's when switching users, without merging A's into B's", () => {
    const { state, baskets } = setup();
    baskets.set('bob', [line(bracelet, 2)]);
    state().setUser(alice);
    state().add(backpack);
    state().setUser(bob);
    expect(state().user).toEqual(bob);
    expect(state().basket).toEqual([line(bracelet, 2)]);
    expect(baskets.get('bob')).toEqual([line(bracelet, 2)]);
    expect(baskets.get('alice')).toEqual([line(backpack, 1)]);
  });

  it('does not reload when the same user is set again', () => {
    const { state, baskets } = setup();
    state().setUser(alice);
    state().add(backpack);
    baskets.set('alice', []);
    state().setUser({ ...alice });
    expect(state().basket).toEqual([line(backpack, 1)]);
  });
});

describe('basket store: empty (requirements §4)', () => {
  it('clears the basket and removes the stored basket of that user only', () => {
    const { state, baskets } = setup();
    baskets.set('bob', [line(bracelet, 1)]);
    state().setUser(alice);
    state().add(backpack);
    state().empty();
    expect(state().basket).toEqual([]);
    expect(baskets.get('alice')).toEqual([]);
    expect(baskets.get('bob')).toEqual([line(bracelet, 1)]);
  });

  it('clears an anonymous basket without touching storage', () => {
    const { state, baskets, save: clear } = setup();
    baskets.set('alice', [line(bracelet, 1)]);
    state().add(backpack);
    state().empty();
    expect(state().basket).toEqual([]);
    expect(clear).not.toHaveBeenCalled();
    expect(baskets.get('alice')).toEqual([line(bracelet, 1)]);
  });
});

describe('basket store: an order is saved (requirements §4 "Checkout flow", ADR-004)', () => {
  it('empties the basket and removes the stored one when the order is the whole basket', () => {
    const { state, baskets } = setup();
    state().setUser(alice);
    state().add(backpack);
    state().add(shirt);
    state().removeOrdered([line(backpack, 1), line(shirt, 1)]);
    expect(state().basket).toEqual([]);
    expect(baskets.get('alice')).toEqual([]);
  });

  it('keeps and stores what was added after the payment', () => {
    const { state, baskets } = setup();
    state().setUser(alice);
    state().add(backpack);
    state().add(bracelet);
    state().add(bracelet);
    state().removeOrdered([line(backpack, 1), line(bracelet, 1)]);
    expect(amounts(state().basket)).toEqual([[bracelet.id, 1]]);
    expect(amounts(baskets.get('alice')!)).toEqual([[bracelet.id, 1]]);
  });
});

describe('basket store: changes made in another tab', () => {
  it("shows the same user's basket changed elsewhere", () => {
    const { state, changeElsewhere } = setup();
    state().setUser(alice);
    state().add(backpack);
    changeElsewhere('alice', [line(backpack, 4), line(shirt, 1)]);
    expect(state().basket).toEqual([line(backpack, 4), line(shirt, 1)]);
    changeElsewhere('alice', []);
    expect(state().basket).toEqual([]);
  });

  it("ignores another user's basket changed elsewhere, and any change while anonymous", () => {
    const { state, changeElsewhere } = setup();
    state().add(shirt);
    changeElsewhere('alice', [line(bracelet, 1)]);
    expect(state().basket).toEqual([line(shirt, 1)]);
    state().setUser(alice);
    const before = state().basket;
    changeElsewhere('bob', [line(backpack, 9)]);
    expect(state().basket).toEqual(before);
  });

  it('stops following other tabs after stopSync', () => {
    const { store, state, changeElsewhere } = setup();
    state().setUser(alice);
    store.stopSync();
    changeElsewhere('alice', [line(backpack, 2)]);
    expect(state().basket).toEqual([]);
  });
});

describe('basket store on a page the server drew (ADR-036)', () => {
  it("starts from the basket drawn, then shows the storage's, with what still waits", () => {
    const { basketStorage } = createMemoryBasketStorage();
    vi.spyOn(basketStorage, 'load').mockReturnValue([line(backpack, 2), line(shirt, 1)]);
    const store = createBasketStore({
      storage: basketStorage,
      drawnWith: { user: alice, basket: [line(backpack, 2)], basketVersion: 3 },
    });
    // what React takes the drawn page over with
    expect(amounts(store.getInitialState().basket)).toEqual([[backpack.id, 2]]);
    expect(store.getInitialState().user).toEqual(alice);
    expect(amounts(store.getState().basket)).toEqual([
      [backpack.id, 2],
      [shirt.id, 1],
    ]);
  });

  it('hands the storage the basket drawn at its version, which it starts from without reading it again', () => {
    const { basketStorage } = createMemoryBasketStorage();
    const load = vi.spyOn(basketStorage, 'load');
    createBasketStore({ storage: basketStorage, drawnWith: { user: alice, basket: [line(bracelet, 1)], basketVersion: 7 } });
    expect(load).toHaveBeenCalledWith(alice.uid, { lines: [line(bracelet, 1)], version: 7 });
  });
});

describe('basket store: changes made before the shopper is known (ADR-042)', () => {
  /** one browser: the page's stores come and go, the waiting changes stay */
  function browser() {
    const account = createMemoryBasketStorage();
    const waiting = createMemoryWaitingChanges();
    const page = (drawnWith?: { user: typeof alice; basket: BasketLine[]; basketVersion: number }) =>
      createBasketStore({ storage: account.basketStorage, waiting, drawnWith });
    const early = () => waiting.read().filter((change) => change.uid === null);
    return { account, waiting, early, page };
  }

  it('gives an add made on a page left before the answer to the shopper the next page finds, once', () => {
    const { account, early, page } = browser();
    account.baskets.set(alice.uid, [line(shirt, 1)]);
    page().getState().add(backpack);
    // the next page starts with the add, and it is the shopper's once the server has answered
    const next = page();
    expect(amounts(next.getState().basket)).toEqual([[backpack.id, 1]]);
    next.getState().setUser(alice);
    const both = [
      [shirt.id, 1],
      [backpack.id, 1],
    ];
    expect(amounts(next.getState().basket)).toEqual(both);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual(both);
    // given once: a third page does not add it again
    expect(early()).toEqual([]);
    const third = page();
    third.getState().setUser(alice);
    expect(amounts(third.getState().basket)).toEqual(both);
  });

  it('hands the early changes on with their ids: sent twice (another tab), they count once', () => {
    const { account, early, page } = browser();
    page().getState().add(backpack, 2);
    const [made] = early();
    const change = vi.spyOn(account.basketStorage, 'change');
    page().getState().setUser(alice);
    expect(change).toHaveBeenCalledWith(alice.uid, [expect.objectContaining({ id: made!.id, kind: 'add', amount: 2 })]);
  });

  it('keeps the early add waiting when the answer is nobody: a question cut off by leaving the page says nobody too', () => {
    const { account, early, page } = browser();
    page().getState().add(backpack);
    const left = page();
    left.getState().setUser(null);
    expect(amounts(left.getState().basket)).toEqual([[backpack.id, 1]]);
    // a guest's later adds are this page's alone (requirements §4)
    left.getState().add(shirt);
    expect(early()).toHaveLength(1);
    const next = page();
    next.getState().setUser(alice);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([[backpack.id, 1]]);
    expect(early()).toEqual([]);
  });

  it('merges a guest who signs in later on the page once: early and later lines together', () => {
    const { account, early, page } = browser();
    page().getState().add(backpack);
    const guest = page();
    guest.getState().setUser(null);
    guest.getState().add(shirt);
    guest.getState().setUser(alice);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([
      [backpack.id, 1],
      [shirt.id, 1],
    ]);
    expect(early()).toEqual([]);
  });

  it('hands on early changes that came to nothing too, so that none is left waiting', () => {
    const { account, early, page } = browser();
    const first = page();
    first.getState().add(backpack);
    first.getState().remove(backpack.id);
    const next = page();
    expect(next.getState().basket).toEqual([]);
    next.getState().setUser(alice);
    expect(early()).toEqual([]);
    expect(account.basketStorage.load(alice.uid)).toEqual([]);
  });

  it('keeps nothing waiting in the browser once the shopper is known', () => {
    const { account, waiting, page } = browser();
    const store = page();
    store.getState().setUser(alice);
    store.getState().add(backpack);
    store.getState().setUser(null);
    store.getState().add(shirt);
    expect(waiting.read()).toEqual([]);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([[backpack.id, 1]]);
  });

  it('adds the early lines to the basket of a page the server drew for the shopper', () => {
    const { account, early, page } = browser();
    account.baskets.set(alice.uid, [line(bracelet, 2)]);
    page().getState().add(backpack);
    const drawn = page({ user: alice, basket: [line(bracelet, 2)], basketVersion: 1 });
    const both = [
      [bracelet.id, 2],
      [backpack.id, 1],
    ];
    expect(amounts(drawn.getState().basket)).toEqual(both);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual(both);
    expect(early()).toEqual([]);
  });
});
