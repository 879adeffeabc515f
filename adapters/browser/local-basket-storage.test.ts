import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalBasketStorage, parseStoredBasket } from './local-basket-storage';

const good = {
  id: 1,
  title: 'Tee',
  price: 12.5,
  image: '/i.svg',
  description: 'd',
  category: 'c',
  rating: { rate: 4, count: 2 },
  amount: 2,
};

describe('stored basket that cannot be trusted', () => {
  const logged: string[] = [];
  const log = (message: string) => logged.push(message);
  beforeEach(() => {
    logged.length = 0;
  });

  it.each([
    ['corrupted JSON', '{"id": 1,'],
    ['a string instead of a list', '"basket"'],
    ['an object instead of a list', '{"id":1}'],
    ['null', 'null'],
  ])('treats %s as empty and logs it', (_what, text) => {
    expect(parseStoredBasket(text, log)).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it.each([
    ['a negative amount', { ...good, amount: -2 }],
    ['a fractional amount', { ...good, amount: 1.5 }],
    ['a zero amount', { ...good, amount: 0 }],
    ['a missing id', { ...good, id: undefined }],
    ['a text id', { ...good, id: '1' }],
    ['a line that is not an object', 42],
  ])('drops a line with %s and keeps the good ones', (_what, bad) => {
    expect(parseStoredBasket(JSON.stringify([good, bad]), log)).toEqual([good]);
    expect(logged[0]).toMatch(/Dropped 1/);
  });

  it("keeps a deal's list price, and drops a line the shared rule refuses instead of showing NaN", () => {
    const deal = { ...good, listPrice: 15 };
    const stored = [
      deal,
      { ...good, id: 3, price: 'free' },
      { ...good, id: 4, rating: { rate: 9 } },
      { ...good, id: 5, amount: 11 },
    ];
    expect(parseStoredBasket(JSON.stringify(stored), log)).toEqual([deal]);
    expect(logged[0]).toMatch(/Dropped 3/);
  });
});

describe('localStorage basket storage', () => {
  it("saves under 'basket_' plus the user id", () => {
    const { amount, ...product } = good;
    createLocalBasketStorage(localStorage).change('abc', [{ id: 'change-1', kind: 'add', amount, line: product }]);
    expect(JSON.parse(localStorage.getItem('basket_abc')!)).toEqual([good]);
  });

  it('logs and carries on when the quota is exceeded', () => {
    const logged: string[] = [];
    const full = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const storage = createLocalBasketStorage(full, (m) => logged.push(m));
    expect(() => storage.save('u1', [good])).not.toThrow();
    expect(logged[0]).toMatch(/Could not save the basket: .*quota has been exceeded/);
  });

  it('works with storage disabled: loads empty, saves nothing, never throws', () => {
    const logged: string[] = [];
    const storage = createLocalBasketStorage(null, (m) => logged.push(m));
    expect(storage.load('u1')).toEqual([]);
    expect(() => storage.save('u1', [good])).not.toThrow();
    expect(() => storage.change('u1', [])).not.toThrow();
    expect(logged).toHaveLength(4);
  });

  it("hears another tab's change of a stored basket", () => {
    const storage = createLocalBasketStorage(localStorage);
    const heard: unknown[] = [];
    const stop = storage.onExternalChange((uid, basket) => heard.push([uid, basket]));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'basket_u9', newValue: JSON.stringify([good]), storageArea: localStorage }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1', storageArea: localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'basket_u9', newValue: '[]', storageArea: localStorage }));
    expect(heard).toEqual([['u9', [good]]]);
  });
});
