import { describe, expect, it } from 'vitest';
import { forgetShown, keepShown, pageMarkupName, recallShown, shownMaxAgeMs } from './shown-pages';

describe('shown pages: what this browser keeps of the signed-in pages it showed', () => {
  it('recalls what it kept, for an hour at most', () => {
    keepShown(localStorage, 'page:/orders', '<main>Your Orders</main>', 1_000);
    expect(recallShown(localStorage, 'page:/orders', 1_000 + shownMaxAgeMs - 1)).toBe('<main>Your Orders</main>');
    expect(recallShown(localStorage, 'page:/orders', 1_000 + shownMaxAgeMs)).toBeUndefined();
    // a clock set back (or a record from the future) is not trusted either
    expect(recallShown(localStorage, 'page:/orders', 999)).toBeUndefined();
  });

  it('forgets everything it kept, and nothing else', () => {
    localStorage.setItem('basket', '[]');
    keepShown(localStorage, 'page:/orders', 'a');
    keepShown(localStorage, 'orders:u1', []);
    forgetShown(localStorage);
    expect(recallShown(localStorage, 'page:/orders')).toBeUndefined();
    expect(recallShown(localStorage, 'orders:u1')).toBeUndefined();
    expect(localStorage.getItem('basket')).toBe('[]');
  });

  it('keeps nothing, and recalls nothing, where storage is blocked or damaged', () => {
    const blocked = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(() => keepShown(blocked, 'page:/orders', 'a')).not.toThrow();
    expect(recallShown(blocked, 'page:/orders')).toBeUndefined();
    expect(recallShown(null, 'page:/orders')).toBeUndefined();
    localStorage.setItem('shopfront:shown:page:/orders', '{not json');
    expect(recallShown(localStorage, 'page:/orders')).toBeUndefined();
  });

  it('names a page by its path, whatever its case or trailing slash, and its query', () => {
    expect(pageMarkupName('/Orders/', '')).toBe(pageMarkupName('/orders', ''));
    expect(pageMarkupName('/Payment', '?buy=3')).not.toBe(pageMarkupName('/Payment', ''));
  });
});
