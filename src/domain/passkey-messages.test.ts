import { describe, expect, it } from 'vitest';
import { AuthError } from '../../ports/errors';
import type { PasskeyErrorCode } from '../../ports/passkey-port';
import { passkeyAddMessage } from './passkey-add-messages';
import { passkeySignInMessage } from './passkey-sign-in-messages';

describe('passkey messages (ADR-034)', () => {
  it('words every refusal of adding one, with what to do next', () => {
    const codes: PasskeyErrorCode[] = [
      'auth/passkey-cancelled',
      'auth/passkey-already-added',
      'auth/passkey-unsupported',
      'auth/requires-recent-login',
      'auth/passkey-failed',
    ];
    for (const code of codes) {
      const message = passkeyAddMessage(new AuthError(code, 'technical words'));
      expect(message, code).not.toBe('technical words');
      expect(message, code).toMatch(/\.$/);
    }
  });

  it('words every refusal of signing in with one, pointing to the password', () => {
    const codes: PasskeyErrorCode[] = [
      'auth/passkey-cancelled',
      'auth/passkey-not-found',
      'auth/passkey-unsupported',
      'auth/passkey-failed',
    ];
    for (const code of codes) {
      expect(passkeySignInMessage(new AuthError(code, 'technical words')), code).toMatch(/email and password/);
    }
  });

  it('keeps the adapter’s own words for the rest (out of reach, a wait), and falls back when there are none', () => {
    const offline = new AuthError('auth/network-request-failed', 'We could not reach the shop.');
    expect(passkeySignInMessage(offline)).toBe('We could not reach the shop.');
    expect(passkeyAddMessage(new AuthError('auth/too-many-requests', 'Please wait a minute.'))).toBe('Please wait a minute.');
    expect(passkeyAddMessage(new AuthError('auth/server-500', ''))).toBe('Your passkey could not be added. Please try again.');
    expect(passkeySignInMessage(new AuthError('auth/server-502', ''))).toMatch(/did not work/);
  });
});
