// Issue 38 item 8: 'Add a passkey' on /account, its success and its refusals (ports/passkey-port.ts
// codes) in the shopper's words, with what to do next.
import type { PasskeyErrorCode } from '../../ports/passkey-port';
import { wordsFor } from './error-words';

export const PASSKEY_ADDED = 'Passkey added. Next time, sign in with it instead of your password.';

const messages: Partial<Record<PasskeyErrorCode, string>> = {
  'auth/passkey-cancelled': 'No passkey was added: the request was cancelled or timed out. Please try again.',
  'auth/passkey-already-added': 'This device already has a passkey for your account. You can sign in with it.',
  'auth/passkey-unsupported': 'This browser cannot make a passkey here. Try another browser or device.',
  'auth/requires-recent-login':
    'For your security, adding a passkey needs a recent sign-in. Please sign out, sign in again, then add it.',
  'auth/passkey-failed': 'Your passkey could not be added. Please try again.',
};

export const passkeyAddMessage = (error: unknown) =>
  wordsFor(error, messages, 'Your passkey could not be added. Please try again.');
