import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../ports/errors';
import { errorText } from '../../../shared/theme/recipes.css';
import { renderApp } from '../../../test/render-app';

// ADR-033: "Forgot your password?" on /auth, and the page that mails the link.

const ann = { email: 'ann@example.com', password: 'secret1', uid: 'ann' };

/** Opens `url` signed out, with ann's account. */
const renderWithAnn = (url: string, setup?: NonNullable<Parameters<typeof renderApp>[1]>['setup']) =>
  renderApp(url, {
    setup: (doubles) => {
      doubles.auth.accounts.set(ann.email, { uid: ann.uid, password: ann.password });
      setup?.(doubles);
    },
  });

type App = Awaited<ReturnType<typeof renderWithAnn>>;

/** Types `email` into the page's Email field and presses 'Send reset link'. */
async function ask({ screen, user }: App, email: string) {
  const field = await screen.findByLabelText('Email');
  await user.clear(field);
  if (email) await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

const sentMessage = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to set a new password. The link works once, within one hour.`;

describe('"Forgot your password?"', () => {
  it('is a link on the sign-in page to the page that asks for the account’s e-mail', async () => {
    const app = await renderWithAnn('/auth');
    await app.user.click(await app.screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(document.title).toBe('Reset your password | Shopfront'));
    expect(app.screen.getByLabelText('Email')).toBeRequired();
    expect(app.screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(app.screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(app.screen.getByRole('link', { name: 'Back to Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('sends the account a link and says so, in words that do not tell whether the account exists', async () => {
    const app = await renderWithAnn('/forgot-password');
    await ask(app, ' Ann@example.com ');
    expect(await app.screen.findByRole('status')).toHaveTextContent(sentMessage('Ann@example.com'));
    expect(app.auth.resetMails).toEqual([{ email: ann.email, token: expect.any(String) }]);
    expect(app.screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('says the same for an address without an account, and sends nothing', async () => {
    const app = await renderWithAnn('/forgot-password');
    await ask(app, 'nobody@example.com');
    expect(await app.screen.findByRole('status')).toHaveTextContent(sentMessage('nobody@example.com'));
    expect(app.auth.resetMails).toEqual([]);
  });

  it('checks the address by the spec’s rule before sending anything (requirements §5)', async () => {
    const app = await renderWithAnn('/forgot-password');
    await ask(app, '');
    expect(app.screen.getByLabelText('Email')).toBeInvalid();
    await ask(app, 'ann.example.com');
    const alert = await app.screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid email address');
    expect(alert).toHaveClass(errorText);
    expect(app.auth.resetMails).toEqual([]);
  });

  it('is busy while sending, and shows a refusal in red, the form kept to try again', async () => {
    let answer!: () => void;
    const app = await renderWithAnn('/forgot-password', ({ auth }) => {
      auth.switches.holdUntil = new Promise((resolve) => (answer = resolve));
      auth.switches.failWith = new AuthError('auth/network-request-failed', 'We could not reach the shop.');
    });
    await ask(app, ann.email);
    const button = app.screen.getByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await app.screen.findByRole('alert')).toHaveTextContent('We could not reach the shop.');
    expect(button).toBeEnabled();

    app.auth.switches.failWith = null;
    await app.user.click(button);
    expect(await app.screen.findByRole('status')).toHaveTextContent(sentMessage(ann.email));
    expect(app.screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('where the shop cannot send mail (the offline demo)', () => {
    const withoutMail: NonNullable<Parameters<typeof renderApp>[1]>['setup'] = ({ auth }) => {
      delete auth.auth.requestPasswordReset;
      delete auth.auth.resetPassword;
    };

    it('is not on the sign-in page', async () => {
      const { screen } = await renderWithAnn('/auth', withoutMail);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    });

    it('leads to the sign-in page', async () => {
      const { screen, router } = await renderWithAnn('/forgot-password', withoutMail);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(screen.queryByRole('heading', { name: 'Reset your password' })).not.toBeInTheDocument();
    });
  });
});
