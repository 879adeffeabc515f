// Issue 38 item 8: 'Sign in with a passkey' refused (ports/passkey-port.ts codes), in the shopper's
// words, pointing to the password, which still works.
import type { PasskeyErrorCode } from '../../ports/passkey-port';
import { wordsFor } from './error-words';

const messages: Partial<Record<PasskeyErrorCode, string>> = {
  'auth/passkey-cancelled': 'Sign-in with a passkey was cancelled. Try again, or sign in with your email and password.',
  'auth/passkey-not-found':
    'This shop does not know that passkey. Sign in with your email and password, then add a passkey on Your Account.',
  'auth/passkey-unsupported': 'This browser cannot use passkeys here. Please sign in with your email and password.',
  'auth/passkey-failed': 'Your passkey could not be checked. Please try again, or sign in with your email and password.',
};

export const passkeySignInMessage = (error: unknown) =>
  wordsFor(error, messages, 'Signing in with a passkey did not work. Please try again, or use your email and password.');
