import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../ports/errors';
import { errorText } from '../../../shared/theme/recipes.css';
import { renderApp, signInOnThePage } from '../../../test/render-app';

// ADR-033: the page a reset link opens.

const ann = { email: 'ann@example.com', password: 'secret1', uid: 'ann' };
const DEAD_LINK = 'This link has expired or has already been used. Please ask for a new one.';

/** Opens the reset page of a link mailed to ann (`use` turns the token into the address opened). */
async function openResetLink(use: (token: string) => string = (token) => `/reset-password?token=${token}`) {
  const app = await renderApp('/', {
    setup: (doubles) => {
      doubles.auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password });
    },
  });
  await app.auth.auth.requestPasswordReset!(ann.email);
  const { token } = app.auth.resetMails.at(-1)!;
  // as the shopper following the link from their mail
  await act(() => app.router.navigate({ href: use(token) }));
  return { ...app, token };
}

type App = Awaited<ReturnType<typeof openResetLink>>;

/** Types `password` as the new password and presses 'Set new password'. */
async function setNewPassword({ screen, user }: App, password: string) {
  const field = await screen.findByLabelText('New password');
  await user.clear(field);
  if (password) await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

/** The page says the link is dead, in red, and offers a new one instead of the form. */
async function expectDeadLink({ screen }: App) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(DEAD_LINK);
  expect(alert).toHaveClass(errorText);
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
}

describe('the reset link’s page', () => {
  it('asks for a new password of at least 6 characters, hidden until shown', async () => {
    const app = await openResetLink();
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Set a new password | Shopfront'));
    const field = app.screen.getByLabelText('New password');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAccessibleDescription('At least 6 characters.');
    await app.user.click(app.screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('sets the new password, says so, and the shopper signs in with it', async () => {
    const app = await openResetLink();
    await setNewPassword(app, 'new-secret');
    expect(await app.screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Please sign in with your new password.',
    );
    await app.user.click(app.screen.getByRole('link', { name: 'Sign in' }));
    await signInOnThePage(app, { email: ann.email, password: 'new-secret' });
    expect(await within(app.screen.getByRole('banner')).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('says a link used before has expired or been used, and offers a new one', async () => {
    const app = await openResetLink();
    await app.auth.auth.resetPassword!(app.token, 'first-use');
    await setNewPassword(app, 'second-use');
    await expectDeadLink(app);
    expect(app.auth.accounts.get(ann.email)?.password).toBe('first-use');
  });

  it('says the same for an address without its token', async () => {
    await expectDeadLink(await openResetLink(() => '/reset-password'));
  });

  it('checks the new password by the spec’s rule before sending it (requirements §5), the link kept', async () => {
    const app = await openResetLink();
    await setNewPassword(app, '');
    expect(app.screen.getByLabelText('New password')).toBeInvalid();
    await setNewPassword(app, '12345');
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    await setNewPassword(app, '123456');
    expect(await app.screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('shows a refusal in red and keeps the form: the spec’s words for a weak password', async () => {
    const app = await openResetLink();
    app.auth.switches.failWith = new AuthError('auth/weak-password', 'Password should be at least 6 characters');
    await setNewPassword(app, 'new-secret');
    const alert = await app.screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password is too weak');
    expect(alert).toHaveClass(errorText);
    expect(app.screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
