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

/**
 * A sign-in refusal that may mean there is no account for the e-mail yet (providers that guard
 * against e-mail enumeration say only 'invalid credential'): the page suggests creating one.
 */
export const mayHaveNoAccount = (error: unknown) => ['auth/invalid-credential', 'auth/user-not-found'].includes(codeOf(error));
