import { beforeEach, describe, expect, it } from 'vitest';
import type { WaitingChange } from '../../ports/basket-storage-port';
import { createLocalWaitingChanges, WAITING_KEY } from './local-waiting-changes';

const product = {
  id: 1,
  title: 'Tee',
  price: 12.5,
  image: '/i.svg',
  description: 'd',
  category: 'c',
  rating: { rate: 4, count: 2 },
};
const waiting = (id: string, uid: string | null, amount = 1): WaitingChange => ({ id, uid, kind: 'add', amount, line: product });

describe('the waiting basket changes in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each change as soon as it is added, for the next page to read', () => {
    createLocalWaitingChanges(localStorage).add([waiting('change-early', null), waiting('change-ada-1', 'ada')]);
    // the next page: a queue of its own on the same storage
    expect(createLocalWaitingChanges(localStorage).read()).toEqual([
      waiting('change-early', null),
      waiting('change-ada-1', 'ada'),
    ]);
  });

  it("drops changes by id, the given shopper's only", () => {
    const queue = createLocalWaitingChanges(localStorage);
    queue.add([waiting('change-early', null), waiting('change-ada-1', 'ada'), waiting('change-ada-2', 'ada')]);
    queue.drop('ada', ['change-ada-1', 'change-early']);
    expect(queue.read().map((change) => change.id)).toEqual(['change-early', 'change-ada-2']);
    queue.drop(null, ['change-early']);
    queue.drop('ada', ['change-ada-2']);
    expect(createLocalWaitingChanges(localStorage).read()).toEqual([]);
  });

  it('reads a spoilt queue as empty, and leaves out changes the shared rule refuses', () => {
    localStorage.setItem(WAITING_KEY, '{oops');
    expect(createLocalWaitingChanges(localStorage).read()).toEqual([]);
    localStorage.setItem(
      WAITING_KEY,
      JSON.stringify([waiting('change-good', 'ada'), { ...waiting('change-bad', 'ada'), amount: 0 }, 7]),
    );
    expect(createLocalWaitingChanges(localStorage).read()).toEqual([waiting('change-good', 'ada')]);
  });

  it('keeps the queue in the page when storage is blocked or full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    for (const storage of [null, full]) {
      const queue = createLocalWaitingChanges(storage);
      queue.add([waiting('change-ada-1', 'ada')]);
      expect(queue.read()).toEqual([waiting('change-ada-1', 'ada')]);
    }
  });
});
