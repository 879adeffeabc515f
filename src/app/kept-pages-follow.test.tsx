import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProducts } from '../../test-doubles/sample-products';
import { keep, recallKept } from '../shared/kept-pages/kept-pages';
import { renderApp } from '../test/render-app';

// ADR-027: the pages this browser keeps follow the session and the basket, as the app sees them.

const ada = { uid: 'u1', email: 'ada@example.com' };
const page = (name = 'page:/orders') => recallKept(localStorage, name);

describe('kept pages follow the session and the basket', () => {
  it("keeps the signed-in user's pages across a start, and forgets another user's", async () => {
    keep(localStorage, 'page:/orders', ada.uid, 'ada’s orders');
    keep(localStorage, 'page:/payment', 'u2', 'bob’s checkout');
    await renderApp('/', { signedIn: ada });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(page()).toBe('ada’s orders');
    expect(page('page:/payment')).toBeUndefined();
  });

  it('forgets them when the basket changes, and when the user signs out', async () => {
    keep(localStorage, 'page:/orders', ada.uid, 'ada’s orders');
    const app = await renderApp('/', { signedIn: ada });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(page()).toBe('ada’s orders');
    act(() => app.basket.getState().add(sampleProducts[0]!, 1));
    expect(page()).toBeUndefined();

    keep(localStorage, 'page:/orders', ada.uid, 'ada’s orders');
    await act(() => app.ports.auth.signOut());
    expect(page()).toBeUndefined();
  });

  it('forgets them all when nobody is signed in', async () => {
    keep(localStorage, 'page:/orders', ada.uid, 'ada’s orders');
    await renderApp('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(page()).toBeUndefined();
  });
});
