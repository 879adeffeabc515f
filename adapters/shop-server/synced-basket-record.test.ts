// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basketLine as line } from '../../server/test-support/basket-store-contract';
import { createLocalSyncedBasketRecord, createPageSyncedBasketRecord } from './synced-basket-record';

/** A localStorage of one browser, or one that refuses every access (storage blocked). */
function storage({ blocked = false } = {}): Storage {
  const items = new Map<string, string>();
  const refuse = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (refuse(), items.get(key) ?? null),
    setItem: (key, value) => (refuse(), void items.set(key, value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('where the basket stood with the server, as this browser records it', () => {
  for (const [name, record] of [
    ['in localStorage', () => createLocalSyncedBasketRecord(storage())],
    ['on this page', createPageSyncedBasketRecord],
  ] as const) {
    it(`${name}: answers what was saved for each shopper, and null for one never synced`, () => {
      const synced = record();
      synced.save('ada', { version: 3, lines: [line(1, 2)], sending: [[line(1, 3)], [line(1, 4)]] });
      synced.save('bob', { version: 0, lines: [], sending: [] });
      expect(synced.load('ada')).toEqual({ version: 3, lines: [line(1, 2)], sending: [[line(1, 3)], [line(1, 4)]] });
      expect(synced.load('bob')).toEqual({ version: 0, lines: [], sending: [] });
      expect(synced.load('cy')).toBeNull();
    });
  }

  it('keeps it under its own key, out of the way of the basket itself', () => {
    const local = storage();
    createLocalSyncedBasketRecord(local).save('ada', { version: 1, lines: [], sending: [] });
    expect([local.key(0)]).toEqual(['synced-basket_ada']);
  });

  it('takes a record it cannot trust for none, so that the server’s basket is shown', () => {
    const local = storage();
    const synced = createLocalSyncedBasketRecord(local);
    for (const text of [
      'not json',
      '{"version":-1,"lines":[],"sending":[]}',
      '{"version":2,"lines":[{"id":1,"amount":0}],"sending":[]}',
      '{"version":2,"lines":[],"sending":[[{"id":1}]]}',
    ]) {
      local.setItem('synced-basket_ada', text);
      expect(synced.load('ada')).toBeNull();
    }
  });

  it('never throws when the browser blocks storage', () => {
    const synced = createLocalSyncedBasketRecord(storage({ blocked: true }));
    expect(() => synced.save('ada', { version: 1, lines: [], sending: [] })).not.toThrow();
    expect(synced.load('ada')).toBeNull();
    expect(createLocalSyncedBasketRecord(null).load('ada')).toBeNull();
  });
});
