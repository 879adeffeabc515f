import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPorts } from '../../test-doubles/memory-ports';
import { createApp } from '../app/create-app';

/**
 * Renders the whole app (real providers, router and stores) on in-memory ports at `url`.
 * Tweak the doubles (switches, accounts) through `setup` before the first render.
 */
export async function renderApp(
  url: string,
  options: {
    signedIn?: { uid: string; email: string } | null;
    setup?: (doubles: ReturnType<typeof createMemoryPorts>) => void;
  } = {},
) {
  const doubles = createMemoryPorts({ signedIn: options.signedIn ?? null });
  options.setup?.(doubles);
  const history = createMemoryHistory({ initialEntries: [url] });
  const app = createApp(doubles.ports, { history });
  const user = userEvent.setup();
  render(<app.App />);
  await act(() => app.router.load());
  return { ...app, ...doubles, history, user, screen };
}

/** On /auth: types the account's e-mail and password and presses 'Sign In', as a shopper would. */
export async function signInOnThePage(
  { screen, user }: Awaited<ReturnType<typeof renderApp>>,
  account: { email: string; password: string },
) {
  await user.click(await screen.findByLabelText('Email'));
  await user.paste(account.email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(account.password);
  await user.click(screen.getByRole('button', { name: /Sign In$/ }));
}
