import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { User } from '../../../../ports/entities';
import { AuthError } from '../../../../ports/errors';
import { createMemoryPasskeys } from '../../../../test-doubles/memory-passkeys';
import { renderApp } from '../../../test/render-app';

const ada = { uid: 'u1', email: 'ada@example.com' };

describe("'Your Account'", () => {
  it('shows a signed-in shopper who they are, their orders and a way to sign out', async () => {
    const { screen, user, router } = await renderApp('/', { signedIn: ada });
    await user.click(screen.getByRole('button', { name: 'All' }));
    const drawer = await screen.findByRole('dialog', { name: 'Browse the shop' }, { timeout: 5000 });
    await user.click(within(drawer).getByRole('link', { name: 'Your Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/Orders');
    await user.click(within(main).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: /Hello, Sign In/ })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign in, and back to the account afterwards', async () => {
    const { screen, router } = await renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/account' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

/** The embedded default's passkeys, as an in-memory double beside the auth double: passkeys for whoever is signed in there. */
function passkeysIn(doubles: Parameters<NonNullable<NonNullable<Parameters<typeof renderApp>[1]>['setup']>>[0]) {
  let current: User | null = null;
  doubles.auth.auth.onUserChanged((user) => (current = user));
  const memory = createMemoryPasskeys({ signedIn: () => current });
  doubles.ports.passkeys = memory.passkeys;
  return memory;
}

describe("'Your Account': passkeys (ADR-034)", () => {
  async function renderAccount(prepare: (memory: ReturnType<typeof createMemoryPasskeys>) => void = () => undefined) {
    let memory!: ReturnType<typeof createMemoryPasskeys>;
    const app = await renderApp('/account', {
      signedIn: ada,
      setup: (doubles) => {
        memory = passkeysIn(doubles);
        prepare(memory);
      },
    });
    const passkeys = await app.screen.findByRole('region', { name: 'Passkeys' });
    return { ...app, memory, passkeys };
  }

  it('adds a passkey and says the shopper can sign in with it next time', async () => {
    const { screen, user, memory, passkeys } = await renderAccount();
    expect(within(passkeys).getByRole('heading', { level: 2, name: 'Passkeys' })).toBeInTheDocument();
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Passkey added. Next time, sign in with it instead of your password.',
    );
    expect([...memory.kept.values()].map((kept) => kept.user)).toEqual([ada]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in an alert when the shopper closes the browser’s dialog, and adds nothing', async () => {
    const { screen, user, memory, passkeys } = await renderAccount((memory) => (memory.device.shopperCloses = true));
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No passkey was added: the request was cancelled or timed out. Please try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(memory.kept.size).toBe(0);
    expect(within(passkeys).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });

  it('asks for a fresh sign-in when the server wants one, and for patience while it works', async () => {
    const { screen, user, memory, passkeys } = await renderAccount();
    let answer!: () => void;
    memory.switches.holdUntil = new Promise((resolve) => (answer = resolve));
    memory.switches.failWith = new AuthError('auth/requires-recent-login', 'Session is not fresh');
    const add = within(passkeys).getByRole('button', { name: 'Add a passkey' });
    await user.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your security, adding a passkey needs a recent sign-in. Please sign out, sign in again, then add it.',
    );
    expect(add).toBeEnabled();
  });

  it('has no passkeys where the shop has none (the cloud, the offline demo)', async () => {
    const { screen } = await renderApp('/account', { signedIn: ada });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('has no passkeys where the browser cannot use them', async () => {
    const { screen } = await renderApp('/account', {
      signedIn: ada,
      setup: (doubles) => {
        passkeysIn(doubles).device.supported = false;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Passkeys' })).not.toBeInTheDocument();
  });
});
