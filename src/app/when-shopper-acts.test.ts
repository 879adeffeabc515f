import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenShopperActs } from './when-shopper-acts';

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('whenShopperActs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first press on the page, once the page is ready', async () => {
    const waited = settled(whenShopperActs(Promise.resolve(), 5_000));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(waited.done).toBe(false);
    fireEvent.pointerDown(document.body);
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.done).toBe(true);
  });

  it('waits for a key as well', async () => {
    const waited = settled(whenShopperActs(Promise.resolve(), 5_000));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.done).toBe(true);
  });

  it('goes ahead on its own once the page has been left alone long enough', async () => {
    const waited = settled(whenShopperActs(Promise.resolve(), 5_000));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(waited.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited.done).toBe(true);
  });

  it('never goes before the page is ready, press or not', async () => {
    let ready!: () => void;
    const waited = settled(whenShopperActs(new Promise<void>((resolve) => (ready = resolve)), 5_000));
    fireEvent.pointerDown(document.body);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waited.done).toBe(false);
    ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.done).toBe(true);
  });
});
