import { describe, expect, it, vi } from 'vitest';
import type { BasketLine, Product } from '../../../ports/entities';
import { createMemoryBasketStorage } from '../../../test-doubles/memory-basket-storage';
import { testProducts } from '../../../test-doubles/test-products';
import { createBasketStore } from './basket-store';

const [backpack, shirt, bracelet] = testProducts as [Product, Product, Product];
const alice = { uid: 'alice', email: 'alice@example.com' };
const bob = { uid: 'bob', email: 'bob@example.com' };

const line = (product: Product, amount: number): BasketLine => ({ ...product, amount });
const amounts = (basket: BasketLine[]) => basket.map((l) => [l.id, l.amount]);

function setup() {
  const storage = createMemoryBasketStorage();
  const save = vi.spyOn(storage.basketStorage, 'save');
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
    expect(save).toHaveBeenLastCalledWith('alice', [line(backpack, 1)]);
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
    expect(save).toHaveBeenCalledWith('alice', merged);
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
    expect(baskets.has('alice')).toBe(false);
    expect(baskets.get('bob')).toEqual([line(bracelet, 1)]);
  });

  it('clears an anonymous basket without touching storage', () => {
    const { state, baskets, basketStorage } = setup();
    const clear = vi.spyOn(basketStorage, 'clear');
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
    expect(baskets.has('alice')).toBe(false);
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
  it("starts from the basket drawn, then shows this browser's copy with what it has not sent", () => {
    const { basketStorage } = createMemoryBasketStorage();
    basketStorage.save(alice.uid, [line(backpack, 2), line(shirt, 1)]);
    const store = createBasketStore({ storage: basketStorage, drawnWith: { user: alice, basket: [line(backpack, 2)] } });
    // what React takes the drawn page over with
    expect(amounts(store.getInitialState().basket)).toEqual([[backpack.id, 2]]);
    expect(store.getInitialState().user).toEqual(alice);
    expect(amounts(store.getState().basket)).toEqual([
      [backpack.id, 2],
      [shirt.id, 1],
    ]);
  });

  it('hands the storage the basket drawn at its version, which it syncs from without reading it again', () => {
    const { basketStorage } = createMemoryBasketStorage();
    const load = vi.spyOn(basketStorage, 'load');
    createBasketStore({ storage: basketStorage, drawnWith: { user: alice, basket: [line(bracelet, 1)], basketVersion: 7 } });
    expect(load).toHaveBeenCalledWith(alice.uid, { lines: [line(bracelet, 1)], version: 7 });
  });

  it('keeps the basket drawn where this browser has no copy of it yet, and adds to it', () => {
    const { basketStorage } = createMemoryBasketStorage();
    const store = createBasketStore({ storage: basketStorage, drawnWith: { user: alice, basket: [line(bracelet, 1)] } });
    expect(amounts(store.getState().basket)).toEqual([[bracelet.id, 1]]);
    store.getState().add(backpack);
    expect(amounts(basketStorage.load(alice.uid))).toEqual([
      [bracelet.id, 1],
      [backpack.id, 1],
    ]);
  });
});

describe('basket store: adds made before the shopper is known (ADR-037)', () => {
  /** one tab: the page's stores come and go, its unclaimed lines stay */
  function tab() {
    const account = createMemoryBasketStorage();
    const unclaimed = createMemoryBasketStorage();
    const page = (drawnWith?: { user: typeof alice; basket: BasketLine[] }) =>
      createBasketStore({ storage: account.basketStorage, unclaimed: unclaimed.basketStorage, drawnWith });
    return { account, unclaimed, page };
  }

  it('gives an add made on a page left before the answer to the shopper the next page finds', () => {
    const { account, unclaimed, page } = tab();
    account.basketStorage.save(alice.uid, [line(shirt, 1)]);
    page().getState().add(backpack);
    // the next page starts with the add, and it is the shopper's once the server has answered
    const next = page();
    expect(amounts(next.getState().basket)).toEqual([[backpack.id, 1]]);
    next.getState().setUser(alice);
    expect(amounts(next.getState().basket)).toEqual([
      [shirt.id, 1],
      [backpack.id, 1],
    ]);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([
      [shirt.id, 1],
      [backpack.id, 1],
    ]);
    // given once: a third page does not add it again
    expect(unclaimed.baskets.size).toBe(0);
    const third = page();
    third.getState().setUser(alice);
    expect(amounts(third.getState().basket)).toEqual([
      [shirt.id, 1],
      [backpack.id, 1],
    ]);
  });

  it('keeps the early add in the tab when the answer is nobody: a question cut off by leaving the page says nobody too', async () => {
    const { account, unclaimed, page } = tab();
    page().getState().add(backpack);
    const left = page();
    left.getState().setUser(null);
    expect(amounts(left.getState().basket)).toEqual([[backpack.id, 1]]);
    // a guest's later adds are this page's alone (requirements §4)
    left.getState().add(shirt);
    expect(amounts(unclaimed.basketStorage.load('unclaimed'))).toEqual([[backpack.id, 1]]);
    const next = page();
    next.getState().setUser(alice);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([[backpack.id, 1]]);
    expect(unclaimed.baskets.size).toBe(0);
  });

  it('keeps nothing in the tab once the shopper is known', () => {
    const { account, unclaimed, page } = tab();
    const store = page();
    store.getState().setUser(alice);
    store.getState().add(backpack);
    store.getState().setUser(null);
    store.getState().add(shirt);
    expect(unclaimed.baskets.size).toBe(0);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([[backpack.id, 1]]);
  });

  it('adds the early lines to the basket of a page the server drew for the shopper', () => {
    const { account, unclaimed, page } = tab();
    page().getState().add(backpack);
    const drawn = page({ user: alice, basket: [line(bracelet, 2)] });
    expect(amounts(drawn.getState().basket)).toEqual([
      [bracelet.id, 2],
      [backpack.id, 1],
    ]);
    expect(amounts(account.basketStorage.load(alice.uid))).toEqual([
      [bracelet.id, 2],
      [backpack.id, 1],
    ]);
    expect(unclaimed.baskets.size).toBe(0);
  });
});
