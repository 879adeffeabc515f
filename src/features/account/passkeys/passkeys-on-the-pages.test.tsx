import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../ports/entities';
import { createMemoryPasskeys } from '../../../../test-doubles/memory-passkeys';
import { renderApp } from '../../../test/render-app';

type Doubles = Parameters<NonNullable<NonNullable<Parameters<typeof renderApp>[1]>['setup']>>[0];

/** The embedded default's passkeys as an in-memory double: for whoever the auth double has signed in. */
function passkeysIn(doubles: Doubles) {
  let current: User | null = null;
  doubles.auth.auth.onUserChanged((user) => (current = user));
  const memory = createMemoryPasskeys({ signedIn: () => current });
  doubles.ports.passkeys = memory.passkeys;
  return memory;
}

describe('passkeys in the shop (ADR-034)', () => {
  it('adds a passkey on /account; after Sign Out, /auth signs in with it and goes back where the shopper was going', async () => {
    let memory!: ReturnType<typeof createMemoryPasskeys>;
    const { screen, user, router } = await renderApp('/account', {
      signedIn: { uid: 'u1', email: 'ada@example.com' },
      setup: (doubles) => {
        memory = passkeysIn(doubles);
      },
    });
    const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey added.');

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate({ to: '/auth', search: { redirect: '/Cart' } }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cart'));
    expect(await screen.findByText('Hello ada')).toBeInTheDocument();
    expect(memory.kept.size).toBe(1);
  });

  it('has no passkey button on /auth where the shop has no passkeys', async () => {
    const { screen } = await renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});
