// Requirements §8 'Sign in' and 'Sign up': provider codes to the shopper's words.

const signInMessages: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-email': 'Invalid email address',
  'auth/user-not-found': 'No account found with this email',
  'auth/wrong-password': 'Incorrect password',
  'auth/email-already-in-use': 'Please sign in instead',
};

const signUpMessages: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password',
  'auth/email-already-in-use': 'An account already exists with this email. Please sign in instead.',
  'auth/invalid-email': 'Invalid email address',
  'auth/weak-password': 'Password is too weak',
};

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

function describe(error: unknown, messages: Record<string, string>, fallback: string): string {
  const known = messages[codeOf(error)];
  if (known) return known;
  const message = error instanceof Error ? error.message : '';
  return message || fallback;
}

export const signInErrorMessage = (error: unknown) => describe(error, signInMessages, 'An error occurred during sign in');
export const signUpErrorMessage = (error: unknown) => describe(error, signUpMessages, 'An error occurred during sign up');

// "Forgot your password?" (ADR-033): the spec's words where it has them (§8 sign up)

/** A reset link the accounts server no longer takes: used, expired, or none at all. */
export const deadResetLinkMessage = 'This link has expired or has already been used. Please ask for a new one.';

const passwordResetMessages: Record<string, string> = {
  'auth/invalid-email': 'Invalid email address',
  'auth/weak-password': 'Password is too weak',
  'auth/invalid-action-code': deadResetLinkMessage,
};

export const passwordResetErrorMessage = (error: unknown) =>
  describe(error, passwordResetMessages, 'An error occurred. Please try again.');

/** The reset link was refused: the page offers a new one instead of its form. */
export const isDeadResetLink = (error: unknown) => codeOf(error) === 'auth/invalid-action-code';

/**
 * A sign-in refusal that may mean there is no account for the e-mail yet (providers that guard
 * against e-mail enumeration say only 'invalid credential'): the page suggests creating one.
 */
export const mayHaveNoAccount = (error: unknown) => ['auth/invalid-credential', 'auth/user-not-found'].includes(codeOf(error));
