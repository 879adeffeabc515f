import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../../ports/auth-port';
import { createMemoryPorts } from '../../test-doubles/memory-ports';
import { createApp } from '../app/create-app';
import { renderApp, signInOnThePage } from '../test/render-app';

const ann = { uid: 'ann', email: 'ann@example.com', password: 'secret1' };

type App = Awaited<ReturnType<typeof renderApp>>;

/** Opens `url` signed out, with `ann` able to sign in. */
function renderSignedOut(url: string) {
  return renderApp(url, {
    setup: ({ auth }) => void auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password }),
  });
}

const signInThroughTheForm = (app: App) => signInOnThePage(app, ann);

async function expectSignInPageWith(app: App, message: string, returnTo: string) {
  const { screen, router } = app;
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(router.state.location.pathname).toBe('/auth');
  expect(router.state.location.search).toMatchObject({ redirect: returnTo });
}

/** Sign Out on a signed-in-only page: the home page, signed out, with no sign-in message. */
async function expectSignedOutAtHome(app: App) {
  await expectPath(app, '/');
  expect(await within(app.screen.getByRole('banner')).findByRole('link', { name: /Hello, Sign In/ })).toBeInTheDocument();
  expect(app.screen.queryByText('you must log in to pay')).not.toBeInTheDocument();
  expect(app.screen.queryByText('You must be logged in to view your orders')).not.toBeInTheDocument();
}

async function expectPath(app: App, path: string) {
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
}

describe('/Payment without a user (requirements §2 "Redirects for protected routes")', () => {
  it("goes to /auth with 'you must log in to pay', and back to /Payment after sign-in", async () => {
    const app = await renderSignedOut('/Payment');
    await expectSignInPageWith(app, 'you must log in to pay', '/Payment');
    expect(app.screen.queryByRole('heading', { name: /^Checkout/ })).not.toBeInTheDocument();

    await signInThroughTheForm(app);
    await expectPath(app, '/Payment');
    expect(await app.screen.findByRole('heading', { level: 1, name: /^Checkout/ })).toBeInTheDocument();
    expect(app.screen.queryByText('you must log in to pay')).not.toBeInTheDocument();
  });

  it('guards the lowercase /payment the same way (the cart links there)', async () => {
    const app = await renderSignedOut('/payment');
    await expectSignInPageWith(app, 'you must log in to pay', '/Payment');
    await signInThroughTheForm(app);
    await expectPath(app, '/Payment');
    expect(await app.screen.findByRole('heading', { level: 1, name: /^Checkout/ })).toBeInTheDocument();
  });

  it("follows the cart's 'Continue to checkout' link through sign-in to checkout with the basket", async () => {
    const app = await renderSignedOut('/products/7');
    const { screen, user } = app;
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Rain Jacket' }));
    await user.click(screen.getByRole('link', { name: 'Cart, 1 item' }));
    await user.click(await screen.findByRole('link', { name: 'Continue to checkout' }));
    await expectSignInPageWith(app, 'you must log in to pay', '/Payment');
    await signInThroughTheForm(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout (1) items' })).toBeInTheDocument();
  });

  it('takes a shopper who signs out on the checkout page to the home page, not to sign in (ADR-019)', async () => {
    const app = await renderApp('/Payment', { signedIn: { uid: ann.uid, email: ann.email } });
    expect(await app.screen.findByRole('heading', { level: 1, name: /^Checkout/ })).toBeInTheDocument();
    await app.user.click(within(app.screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await expectSignedOutAtHome(app);
  });

  it('sends a shopper whose session ends otherwise on the checkout page to sign in', async () => {
    const app = await renderApp('/Payment', { signedIn: { uid: ann.uid, email: ann.email } });
    expect(await app.screen.findByRole('heading', { level: 1, name: /^Checkout/ })).toBeInTheDocument();
    // signed out in another tab
    await act(() => app.ports.auth.signOut());
    await expectSignInPageWith(app, 'you must log in to pay', '/Payment');
  });
});

describe('/Orders without a user (requirements §2 "Redirects for protected routes")', () => {
  it("goes to /auth with 'you must log in to view your orders', and back to /Orders after sign-in", async () => {
    const app = await renderSignedOut('/Orders');
    await expectSignInPageWith(app, 'you must log in to view your orders', '/Orders');
    expect(app.screen.queryByRole('heading', { name: 'Your Orders' })).not.toBeInTheDocument();

    await signInThroughTheForm(app);
    await expectPath(app, '/Orders');
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
  });

  it('guards the lowercase /orders the same way', async () => {
    const lower = await renderSignedOut('/orders');
    await expectSignInPageWith(lower, 'you must log in to view your orders', '/Orders');
  });

  it("reaches the guard from the header's 'Returns & Orders' link", async () => {
    const app = await renderSignedOut('/Cart');
    await app.user.click(app.screen.getByRole('link', { name: /Returns\s*& Orders/ }));
    await expectSignInPageWith(app, 'you must log in to view your orders', '/Orders');
  });

  it('takes a shopper who signs out on the orders page to the home page (ADR-019)', async () => {
    const app = await renderApp('/Orders', { signedIn: { uid: ann.uid, email: ann.email } });
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    await app.user.click(within(app.screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await expectSignedOutAtHome(app);
  });

  it("takes a shopper who signs out on an order's own page to the home page (ADR-019)", async () => {
    const app = await renderApp('/Orders/pi_unknown', { signedIn: { uid: ann.uid, email: ann.email } });
    expect(await app.screen.findByText('Order not found')).toBeInTheDocument();
    await app.user.click(within(app.screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await expectSignedOutAtHome(app);
  });

  it("takes a shopper who signs out on the account page with the header's Sign Out to the home page (ADR-019)", async () => {
    const app = await renderApp('/account', { signedIn: { uid: ann.uid, email: ann.email } });
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    await app.user.click(within(app.screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await expectSignedOutAtHome(app);
  });

  it("sends a shopper whose session ends otherwise on the orders page to sign in with 'You must be logged in to view your orders'", async () => {
    const app = await renderApp('/Orders', { signedIn: { uid: ann.uid, email: ann.email } });
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    await act(() => app.ports.auth.signOut());
    await expectSignInPageWith(app, 'You must be logged in to view your orders', '/Orders');
  });
});

describe('reloading a protected page while signed in', () => {
  let observer: MutationObserver | undefined;
  afterEach(() => observer?.disconnect());

  /** Records every text ever added to the page, even if it was removed again. */
  function recordEverythingShown() {
    const seen: string[] = [];
    observer = new MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach((node) => seen.push(node.textContent ?? ''))),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return seen;
  }

  /** The provider takes a while to say who is signed in, as after a real reload. */
  function lateSession(auth: AuthPort, delayMs: number): AuthPort {
    return {
      ...auth,
      onUserChanged(listener) {
        let stop: (() => void) | undefined;
        const timer = setTimeout(() => (stop = auth.onUserChanged(listener)), delayMs);
        return () => {
          clearTimeout(timer);
          stop?.();
        };
      },
    };
  }

  it.each(['/Orders', '/Payment'])('stays on %s and never shows the sign-in page', async (path) => {
    const seen = recordEverythingShown();
    const app = await renderApp(path, {
      signedIn: { uid: ann.uid, email: ann.email },
      setup: (doubles) => {
        doubles.auth.switches.delayMs = 60;
        doubles.ports.auth = lateSession(doubles.ports.auth, 60);
      },
    });
    expect(app.session.store.getState()).toMatchObject({ known: true, user: { uid: ann.uid } });
    expect(app.router.state.location.pathname).toBe(path);
    expect(
      await app.screen.findByRole('heading', { level: 1, name: path === '/Orders' ? 'Your Orders' : /^Checkout/ }),
    ).toBeInTheDocument();
    expect(seen.join('\n')).not.toMatch(/Sign in|you must log in/);
    expect(app.screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe("the orders' store gets ready while the session is checked (ADR-015)", () => {
  it('is asked before the provider has said who is signed in, and the orders show', async () => {
    const events: string[] = [];
    const app = await renderApp('/Orders', {
      signedIn: { uid: ann.uid, email: ann.email },
      setup: (doubles) => {
        const { auth, orders } = doubles.ports;
        const onUserChanged: AuthPort['onUserChanged'] = (listener) =>
          auth.onUserChanged((user) => {
            events.push('session known');
            listener(user);
          });
        const prepare = () => {
          events.push('orders prepared');
          orders.prepare();
        };
        doubles.ports.auth = { ...auth, onUserChanged };
        doubles.ports.orders = { ...orders, prepare };
      },
    });
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(events[0]).toBe('orders prepared');
    expect(events).toContain('session known');
  });

  it("is left alone for a shopper known to be signed out who follows 'Returns & Orders'", async () => {
    const app = await renderSignedOut('/Cart');
    await app.session.whenKnown();
    const link = app.screen.getByRole('link', { name: /Returns\s*& Orders/ });
    await app.user.hover(link);
    await app.user.click(link);
    await expectSignInPageWith(app, 'you must log in to view your orders', '/Orders');
    expect(app.orders.prepareCount()).toBe(0);
  });
});

describe('a signed-in shopper opening a signed-in page', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['/Orders', "You haven't placed any orders yet."],
    ['/Payment', 'Your basket is empty. Add something before you pay.'],
  ])('sees %s itself once the session is known, not a placeholder kept on screen a while', async (path, shown) => {
    vi.useFakeTimers();
    const rendering = renderApp(path, { signedIn: { uid: ann.uid, email: ann.email } });
    // the provider answers at once; a tenth of a second is far less than a kept placeholder's time
    await vi.advanceTimersByTimeAsync(100);
    const shownInTime = screen.queryByText(shown) !== null;
    // whatever was kept waiting finishes before the next test
    await vi.runAllTimersAsync();
    await rendering;
    expect(shownInTime).toBe(true);
  });
});

describe('signing in when the provider reports the session late', () => {
  it('still reaches /Payment instead of being sent back to sign in', async () => {
    const app = await renderApp('/Payment', {
      setup: (doubles) => {
        doubles.auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password });
        const { auth } = doubles.ports;
        // the provider's listener hears of the sign-in only after signIn() has answered
        doubles.ports.auth = {
          ...auth,
          onUserChanged: (listener) => auth.onUserChanged((user) => void setTimeout(() => listener(user), 30)),
        };
      },
    });
    await expectSignInPageWith(app, 'you must log in to pay', '/Payment');
    await signInThroughTheForm(app);
    expect(await app.screen.findByRole('heading', { level: 1, name: /^Checkout/ })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/Payment');
  });
});

describe('a signed-in page while the session is still being checked', () => {
  it.each([
    ['/Orders', 'Loading your orders...', 'Your Orders'],
    ['/Payment', 'Loading your basket...', /^Checkout/],
  ])('%s shows the header and a placeholder at once, then the page', async (url, placeholder, heading) => {
    const doubles = createMemoryPorts({ signedIn: ann });
    doubles.auth.switches.delayMs = 300;
    const app = createApp(doubles.ports, { history: createMemoryHistory({ initialEntries: [url] }) });
    render(<app.App />);

    expect(await screen.findByRole('status')).toHaveTextContent(placeholder);
    expect(screen.getByRole('link', { name: /Returns & Orders/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(placeholder)).not.toBeInTheDocument());
  });
});
