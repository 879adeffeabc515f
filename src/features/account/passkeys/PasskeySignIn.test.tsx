import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../ports/errors';
import type { Ports } from '../../../../ports/ports';
import { createMemoryPasskeys } from '../../../../test-doubles/memory-passkeys';
import { createMemoryPorts } from '../../../../test-doubles/memory-ports';
import { PortsProvider } from '../../../shared/ports-context';
import { errorText } from '../../../shared/theme/recipes.css';
import { PasskeySignIn } from './PasskeySignIn';
import { SessionProvider } from '../session/session-context';
import { createSessionStore } from '../session/session-store';

const ann = { uid: 'ann', email: 'ann@example.com' };

/**
 * 'Sign in with a passkey' on a page of its own at /auth, with the session store and the ports as
 * the app has them; `/Cart` and `/` stand for where the shopper goes next.
 */
async function renderPasskeySignIn({
  redirect,
  prepare = () => undefined,
  withPasskeys = true,
}: {
  redirect?: string;
  prepare?: (memory: ReturnType<typeof createMemoryPasskeys>) => void;
  withPasskeys?: boolean;
} = {}) {
  const { ports } = createMemoryPorts();
  const memory = createMemoryPasskeys({ signedIn: () => null });
  // a shopper who added a passkey on this device earlier
  memory.kept.set('credential-ann', { user: ann });
  memory.device.credentials.push('credential-ann');
  prepare(memory);
  const all: Ports = withPasskeys ? { ...ports, passkeys: memory.passkeys } : ports;
  const session = createSessionStore(all.auth);
  const root = createRootRoute({ component: Outlet });
  const page = (path: string, title: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{title}</h1> });
  const auth = createRoute({
    getParentRoute: () => root,
    path: '/auth',
    component: () => <PasskeySignIn redirect={redirect} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([auth, page('/', 'Home'), page('/Cart', 'Cart')]),
    history: createMemoryHistory({ initialEntries: ['/auth'] }),
  });
  render(
    <PortsProvider ports={all}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </PortsProvider>,
  );
  await act(() => router.load());
  return { memory, session, router, user: userEvent.setup() };
}

const passkeyButton = () => screen.getByRole('button', { name: 'Sign in with a passkey' });

describe("'Sign in with a passkey' (ADR-034)", () => {
  it('signs the shopper in and goes on to where they were going, as the password does', async () => {
    const { session, router, user } = await renderPasskeySignIn({ redirect: '/Cart' });
    await user.click(passkeyButton());
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Cart');
    expect(session.store.getState().user).toEqual(ann);
  });

  it('goes to the front page when the way back is not the shop’s own', async () => {
    const { router, user } = await renderPasskeySignIn({ redirect: 'https://evil.example/' });
    await user.click(passkeyButton());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['auth/passkey-cancelled', 'Sign-in with a passkey was cancelled. Try again, or sign in with your email and password.'],
    [
      'auth/passkey-not-found',
      'This shop does not know that passkey. Sign in with your email and password, then add a passkey on Your Account.',
    ],
    ['auth/passkey-unsupported', 'This browser cannot use passkeys here. Please sign in with your email and password.'],
    ['auth/server-500', 'Signing in with a passkey did not work. Please try again, or use your email and password.'],
  ])('stays on the page and says why in red: %s', async (code, message) => {
    const { session, router, user } = await renderPasskeySignIn({
      prepare: (memory) => (memory.switches.failWith = new AuthError(code, '')),
    });
    await user.click(passkeyButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass(errorText);
    expect(router.state.location.pathname).toBe('/auth');
    expect(session.store.getState().user).toBeNull();
    expect(passkeyButton()).toBeEnabled();
  });

  it('shows the real double’s refusals: a closed dialog, then a passkey the shop no longer keeps', async () => {
    const { memory, user } = await renderPasskeySignIn({ prepare: (memory) => (memory.device.shopperCloses = true) });
    await user.click(passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/was cancelled/);
    memory.device.shopperCloses = false;
    memory.kept.clear();
    await user.click(passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/does not know that passkey/);
  });

  it('is busy while the browser’s dialog is open', async () => {
    let answer!: () => void;
    const { user } = await renderPasskeySignIn({
      prepare: (memory) => (memory.switches.holdUntil = new Promise((resolve) => (answer = resolve))),
    });
    await user.click(passkeyButton());
    expect(passkeyButton()).toBeDisabled();
    expect(passkeyButton()).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('is not there where the shop has no passkeys (the cloud, the offline demo)', async () => {
    await renderPasskeySignIn({ withPasskeys: false });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('is not there in a browser that cannot use passkeys', async () => {
    await renderPasskeySignIn({ prepare: (memory) => (memory.device.supported = false) });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});
