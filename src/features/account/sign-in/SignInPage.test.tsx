import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../ports/errors';
import { errorText } from '../../../shared/theme/recipes.css';
import { renderApp } from '../../../test/render-app';

const account = { email: 'ann@example.com', password: 'secret1', uid: 'ann' };

/** Opens /auth (with an optional query) where `account` can sign in. */
async function renderSignIn(query = '', setup?: NonNullable<Parameters<typeof renderApp>[1]>['setup']) {
  const app = await renderApp(`/auth${query}`, {
    setup: (doubles) => {
      doubles.auth.accounts.set(account.email, { uid: account.uid, password: account.password });
      setup?.(doubles);
    },
  });
  const { screen, user } = app;
  const fill = async (email: string, password: string) => {
    const emailBox = screen.getByLabelText('Email');
    const passwordBox = screen.getByLabelText('Password');
    // pasted rather than typed key by key: the same events for the form, and fast
    await user.clear(emailBox);
    if (email) await user.paste(email);
    await user.clear(passwordBox);
    if (password) await user.paste(password);
  };
  // exact names: a spinner inside a button must not change what the button is called
  const signInButton = () => screen.getByRole('button', { name: 'Sign In' });
  const signUpButton = () => screen.getByRole('button', { name: 'Create your Amazon Account' });
  return { ...app, fill, signInButton, signUpButton };
}

async function waitForPath(router: Awaited<ReturnType<typeof renderApp>>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

/** The red message: an alert carrying the error style. */
async function expectRedMessage(screen: Awaited<ReturnType<typeof renderApp>>['screen'], text: string) {
  const message = await screen.findByText(text);
  expect(message).toHaveAttribute('role', 'alert');
  expect(message).toHaveClass(errorText);
}

describe('sign-in page (requirements §2 "Sign-in page")', () => {
  it('has required e-mail and password fields, both buttons and a terms notice', async () => {
    const { screen, signInButton, signUpButton } = await renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(signInButton()).toBeEnabled();
    expect(signUpButton()).toBeEnabled();
    expect(screen.getByText(/Conditions of Use/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing while a field is empty', async () => {
    const { screen, user, auth, signInButton, signUpButton } = await renderSignIn();
    const calls: string[] = [];
    auth.auth.signIn = async () => {
      calls.push('signIn');
      throw new Error('should not be called');
    };
    await user.click(signInButton());
    await user.click(signUpButton());
    expect(calls).toEqual([]);
    expect(auth.accounts.size).toBe(1);
    expect(screen.getByLabelText('Email')).toBeInvalid();
  });
});

describe('sign-in page: validation (requirements §5)', () => {
  it.each([
    ['without an @', 'ann.example.com'],
    ['without a dot after the @', 'ann@example'],
    ['with a space', 'ann smith@example.com'],
  ])("shows 'Please enter a valid email address' for an e-mail %s", async (_, email) => {
    const { screen, fill, user, signInButton, router } = await renderSignIn();
    await fill(email, 'secret1');
    await user.click(signInButton());
    await expectRedMessage(screen, 'Please enter a valid email address');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('checks the e-mail first when the password is also too short', async () => {
    const { screen, fill, user, signInButton } = await renderSignIn();
    await fill('not-an-email', '123');
    await user.click(signInButton());
    await expectRedMessage(screen, 'Please enter a valid email address');
    expect(screen.queryByText('Password must be at least 6 characters long')).not.toBeInTheDocument();
  });

  it("shows 'Password must be at least 6 characters long' for a 5-character password, on both buttons", async () => {
    const { screen, fill, user, signInButton, signUpButton, auth } = await renderSignIn();
    await fill(account.email, '12345');
    await user.click(signInButton());
    await expectRedMessage(screen, 'Password must be at least 6 characters long');
    await user.click(signUpButton());
    await expectRedMessage(screen, 'Password must be at least 6 characters long');
    expect(auth.accounts.size).toBe(1);
  });
});

const signInErrors: [string, string][] = [
  ['auth/invalid-credential', 'Invalid email or password'],
  ['auth/invalid-email', 'Invalid email address'],
  ['auth/user-not-found', 'No account found with this email'],
  ['auth/wrong-password', 'Incorrect password'],
  ['auth/email-already-in-use', 'Please sign in instead'],
];

const signUpErrors: [string, string][] = [
  ['auth/invalid-credential', 'Invalid email or password'],
  ['auth/email-already-in-use', 'An account already exists with this email. Please sign in instead.'],
  ['auth/invalid-email', 'Invalid email address'],
  ['auth/weak-password', 'Password is too weak'],
];

describe('sign-in page: provider errors (requirements §8)', () => {
  it.each(signInErrors)('Sign In: %s shows %j in red', async (code, message) => {
    const { screen, fill, user, signInButton, auth, router } = await renderSignIn();
    auth.switches.failWith = new AuthError(code, `provider said ${code}`);
    await fill(account.email, account.password);
    await user.click(signInButton());
    await expectRedMessage(screen, message);
    expect(screen.queryByText(`provider said ${code}`)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(signInButton()).toBeEnabled();
  });

  it.each(signUpErrors)('Create your Amazon Account: %s shows %j in red', async (code, message) => {
    const { screen, fill, user, signUpButton, auth, router } = await renderSignIn();
    auth.switches.failWith = new AuthError(code, `provider said ${code}`);
    await fill('new@example.com', 'secret1');
    await user.click(signUpButton());
    await expectRedMessage(screen, message);
    expect(router.state.location.pathname).toBe('/auth');
    expect(signUpButton()).toBeEnabled();
  });

  it('Sign In: an unlisted code shows the provider message', async () => {
    const { screen, fill, user, signInButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/network-request-failed', 'The network is down.');
    await fill(account.email, account.password);
    await user.click(signInButton());
    await expectRedMessage(screen, 'The network is down.');
  });

  it('Sign In: weak-password is not a sign-in code, so the provider message shows', async () => {
    const { screen, fill, user, signInButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/weak-password', 'Weak from provider');
    await fill(account.email, account.password);
    await user.click(signInButton());
    await expectRedMessage(screen, 'Weak from provider');
  });

  it("Sign In: without a provider message shows 'An error occurred during sign in'", async () => {
    const { screen, fill, user, signInButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/internal-error', '');
    await fill(account.email, account.password);
    await user.click(signInButton());
    await expectRedMessage(screen, 'An error occurred during sign in');
  });

  it('Create your Amazon Account: an unlisted code shows the provider message', async () => {
    const { screen, fill, user, signUpButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/too-many-requests', 'Slow down, please.');
    await fill('new@example.com', 'secret1');
    await user.click(signUpButton());
    await expectRedMessage(screen, 'Slow down, please.');
  });

  it('Create your Amazon Account: user-not-found is not a sign-up code, so the provider message shows', async () => {
    const { screen, fill, user, signUpButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/user-not-found', 'Nobody from provider');
    await fill('new@example.com', 'secret1');
    await user.click(signUpButton());
    await expectRedMessage(screen, 'Nobody from provider');
  });

  it("Create your Amazon Account: without a provider message shows 'An error occurred during sign up'", async () => {
    const { screen, fill, user, signUpButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/internal-error', '');
    await fill('new@example.com', 'secret1');
    await user.click(signUpButton());
    await expectRedMessage(screen, 'An error occurred during sign up');
  });

  it('maps the real double: a wrong password and an e-mail already in use', async () => {
    const { screen, fill, user, signInButton, signUpButton } = await renderSignIn();
    await fill(account.email, 'wrong-password');
    await user.click(signInButton());
    await expectRedMessage(screen, 'Invalid email or password');
    await fill(account.email, 'secret1');
    await user.click(signUpButton());
    await expectRedMessage(screen, 'An account already exists with this email. Please sign in instead.');
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('suggests creating an account after an unknown e-mail, and creates it from there, keeping the redirect', async () => {
    const { screen, fill, user, signInButton, router } = await renderSignIn('?redirect=/Cart');
    await fill('new@example.com', 'secret1');
    await user.click(signInButton());
    await expectRedMessage(screen, 'Invalid email or password');
    expect(screen.getByText(/^New here\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your account' }));
    await waitForPath(router, '/Cart');
    expect(await screen.findByText('Hello new')).toBeInTheDocument();
  });

  it('suggests no new account for a refusal that is not about the credentials', async () => {
    const { screen, fill, user, signInButton, auth } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/wrong-password', '');
    await fill(account.email, account.password);
    await user.click(signInButton());
    await expectRedMessage(screen, 'Incorrect password');
    expect(screen.queryByRole('button', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('clears the previous message when a new attempt starts', async () => {
    const { screen, fill, user, signInButton, auth, router } = await renderSignIn();
    auth.switches.failWith = new AuthError('auth/wrong-password', '');
    await fill(account.email, account.password);
    await user.click(signInButton());
    await expectRedMessage(screen, 'Incorrect password');
    auth.switches.failWith = null;
    auth.switches.delayMs = 50;
    await user.click(signInButton());
    expect(screen.queryByText('Incorrect password')).not.toBeInTheDocument();
    await waitForPath(router, '/');
  });
});

describe('sign-in page: working state', () => {
  it('marks Sign In as busy, keeping its name, and disables both buttons while signing in', async () => {
    const { screen, fill, user, signInButton, signUpButton, auth, router } = await renderSignIn();
    let answer!: () => void;
    auth.switches.holdUntil = new Promise((resolve) => (answer = resolve));
    await fill(account.email, account.password);
    expect(signInButton()).toHaveAttribute('aria-busy', 'false');
    await user.click(signInButton());
    // requirements §2: a spinner on the button while working; it is decorative, the button says it is busy
    expect(signInButton()).toHaveAttribute('aria-busy', 'true');
    expect(signInButton()).toHaveAccessibleName('Sign In');
    expect(signUpButton()).toHaveAttribute('aria-busy', 'false');
    expect(signInButton()).toBeDisabled();
    expect(signUpButton()).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    answer();
    await waitForPath(router, '/');
  });

  it('marks Create your Amazon Account as busy while creating, and enables the buttons again after a failure', async () => {
    const { screen, fill, user, signInButton, signUpButton, auth } = await renderSignIn();
    let answer!: () => void;
    auth.switches.holdUntil = new Promise((resolve) => (answer = resolve));
    auth.switches.failWith = new AuthError('auth/email-already-in-use', '');
    await fill(account.email, account.password);
    await user.click(signUpButton());
    expect(signUpButton()).toHaveAttribute('aria-busy', 'true');
    expect(signUpButton()).toHaveAccessibleName('Create your Amazon Account');
    expect(signInButton()).toHaveAttribute('aria-busy', 'false');
    expect(signInButton()).toBeDisabled();
    expect(signUpButton()).toBeDisabled();
    answer();
    await expectRedMessage(screen, 'An account already exists with this email. Please sign in instead.');
    expect(signInButton()).toBeEnabled();
    expect(signUpButton()).toBeEnabled();
    expect(signUpButton()).toHaveAttribute('aria-busy', 'false');
  });

  it('submits with the Enter key', async () => {
    const { screen, user, router } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), `${account.password}{Enter}`);
    await waitForPath(router, '/');
  });
});

describe('sign-in page: password field', () => {
  it('hides the password until Show password is pressed, and hides it again on a second press', async () => {
    const { screen, user } = await renderSignIn();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret1');
    expect(password).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secret1');
    // one fixed name; the state is in aria-pressed, so a screen reader hears 'Show password, pressed'
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Hide password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not submit the form when toggling', async () => {
    const { screen, user, fill, router } = await renderSignIn();
    await fill(account.email, account.password);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('sign-in page: where it goes after success', () => {
  it('goes to / when no redirect is given, signed in', async () => {
    const { screen, fill, user, signInButton, router } = await renderSignIn();
    await fill(account.email, account.password);
    await user.click(signInButton());
    await waitForPath(router, '/');
    expect(await screen.findByText('Hello ann')).toBeInTheDocument();
  });

  it('goes to the redirect path, keeping its query', async () => {
    const { fill, user, signInButton, router } = await renderSignIn('?redirect=%2Fcategory%2Felectronics%3Fx%3D1');
    await fill(account.email, account.password);
    await user.click(signInButton());
    await waitForPath(router, '/category/electronics');
    expect(router.state.location.searchStr).toBe('?x=1');
  });

  it('goes to the redirect path after creating an account', async () => {
    const { fill, user, signUpButton, router, auth } = await renderSignIn('?redirect=/Cart');
    await fill('new@example.com', 'secret1');
    await user.click(signUpButton());
    await waitForPath(router, '/Cart');
    expect(auth.accounts.has('new@example.com')).toBe(true);
  });

  it.each([
    ['another site', 'https://elsewhere.example'],
    ['a protocol-relative address', '//elsewhere.example/Orders'],
    ['a script address', 'javascript:alert(1)'],
  ])('lands on / instead of %s', async (_, target) => {
    const { fill, user, signInButton, router } = await renderSignIn(`?redirect=${encodeURIComponent(target)}`);
    await fill(account.email, account.password);
    await user.click(signInButton());
    await waitForPath(router, '/');
    expect(router.state.location.href).toBe('/');
  });
});

describe('sign-in page: messages passed by the redirecting route (ADR-002)', () => {
  it("shows 'you must log in to pay' in red for reason=pay", async () => {
    const { screen } = await renderSignIn('?reason=pay');
    await expectRedMessage(screen, 'you must log in to pay');
  });

  it("shows 'you must log in to view your orders' in red for reason=orders", async () => {
    const { screen } = await renderSignIn('?reason=orders');
    await expectRedMessage(screen, 'you must log in to view your orders');
  });

  it("shows 'You must be logged in to view your orders' in red for reason=orders-page", async () => {
    const { screen } = await renderSignIn('?reason=orders-page');
    await expectRedMessage(screen, 'You must be logged in to view your orders');
  });

  it.each(['Your account was locked, call 555-0100', 'you must log in to pay', 'toString', '__proto__'])(
    'shows no message for the free text reason %j',
    async (reason) => {
      const { screen } = await renderSignIn(`?reason=${encodeURIComponent(reason)}`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(reason)).not.toBeInTheDocument();
    },
  );
});
