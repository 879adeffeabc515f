import { describe, expect, it } from 'vitest';
import { forgetKept, keep, keptMarkupFor, keptMaxAgeMs, pageMarkupName, recallKept, stylesheetOf } from './kept-pages';

describe('kept pages: what this browser keeps of the signed-in pages it showed', () => {
  it('recalls what it kept, for an hour at most', () => {
    keep(localStorage, 'page:/orders', 'u1', '<main>Your Orders</main>', 1_000);
    expect(recallKept(localStorage, 'page:/orders', 1_000 + keptMaxAgeMs - 1)).toBe('<main>Your Orders</main>');
    expect(recallKept(localStorage, 'page:/orders', 1_000 + keptMaxAgeMs)).toBeUndefined();
    // a clock set back (or a record from the future) is not trusted either
    expect(recallKept(localStorage, 'page:/orders', 999)).toBeUndefined();
  });

  it('forgets everything it kept, or everything not kept for one user, and nothing else', () => {
    localStorage.setItem('basket', '[]');
    keep(localStorage, 'page:/orders', 'u1', 'ada');
    keep(localStorage, 'orders:u2', 'u2', []);
    forgetKept(localStorage, 'u1');
    expect(recallKept(localStorage, 'page:/orders')).toBe('ada');
    expect(recallKept(localStorage, 'orders:u2')).toBeUndefined();
    forgetKept(localStorage);
    expect(recallKept(localStorage, 'page:/orders')).toBeUndefined();
    expect(localStorage.getItem('basket')).toBe('[]');
  });

  it('keeps nothing, and recalls nothing, where storage is blocked, full or damaged', () => {
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
    expect(() => keep(blocked, 'page:/orders', 'u1', 'a')).not.toThrow();
    expect(recallKept(blocked, 'page:/orders')).toBeUndefined();
    expect(recallKept(null, 'page:/orders')).toBeUndefined();
    localStorage.setItem('shopfront:kept:page:/orders', '{not json');
    expect(recallKept(localStorage, 'page:/orders')).toBeUndefined();
    // a full storage: the older record must not stand in for the page as it is now
    const items = new Map<string, string>();
    const full = {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (items.size > 0) throw new Error('QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    };
    keep(full, 'page:/orders', 'u1', 'older');
    keep(full, 'page:/orders', 'u1', 'newer');
    expect(recallKept(full, 'page:/orders')).toBeUndefined();
  });

  it('names a page by its path, whatever its case or trailing slash, and its query', () => {
    expect(pageMarkupName('/Orders/', '')).toBe(pageMarkupName('/orders', ''));
    expect(pageMarkupName('/Payment', '?buy=3')).not.toBe(pageMarkupName('/Payment', ''));
  });

  it('finds the stylesheet a page is drawn with, linked or still kept back in a template', () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = '<template><link rel="stylesheet" href="/assets/style-a.css"></template>';
    expect(stylesheetOf(page)).toBe('/assets/style-a.css');
    page.head.innerHTML = '<link rel="stylesheet" href="/assets/style-b.css">';
    expect(stylesheetOf(page)).toBe('/assets/style-b.css');
  });

  it('gives the markup kept for the page at its address, only if drawn with the same stylesheet', () => {
    const page = document.implementation.createHTMLDocument('page');
    Object.defineProperty(page, 'defaultView', { value: window });
    page.head.innerHTML = '<link rel="stylesheet" href="/assets/style-a.css">';
    keep(localStorage, pageMarkupName(window.location.pathname, ''), 'u1', {
      html: '<h1>Kept</h1>',
      stylesheet: '/assets/style-a.css',
    });
    expect(keptMarkupFor(localStorage, page)).toBe('<h1>Kept</h1>');
    page.head.innerHTML = '<link rel="stylesheet" href="/assets/style-b.css">';
    expect(keptMarkupFor(localStorage, page)).toBeUndefined();
  });
});
