import { describe, expect, it } from 'vitest';
import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import type { PasskeyPort } from '../../ports/passkey-port';

/** A PasskeyPort in a browser with no authenticator at hand: the shopper closes every dialog it opens. */
export interface PasskeyFixture {
  passkeys: PasskeyPort;
  /** makes a new account and signs it in, as the password's sign-up does */
  signUp(): Promise<void>;
  /** the shoppers the port has announced as signed in by a passkey (its onSignedIn) */
  announced: User[];
}

async function refusalOf(attempt: Promise<unknown>): Promise<AuthError> {
  const failure = await attempt.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(AuthError);
  return failure as AuthError;
}

/**
 * What every PasskeyPort promises that can be seen without an authenticator: whether passkeys work
 * here, asked without a sound; refusals as AuthErrors with the port's codes; nobody signed in by a
 * ceremony the shopper did not finish. Adding and using a passkey for real is each adapter's own
 * test (a software authenticator in Node, Chromium's virtual one in the browser suite).
 */
export function passkeyContract(name: string, makeFixture: () => PasskeyFixture | Promise<PasskeyFixture>) {
  describe(`PasskeyPort contract: ${name}`, () => {
    it('says whether passkeys can work here, the same each time, without asking anyone', async () => {
      const { passkeys, announced } = await makeFixture();
      const supported = passkeys.supported();
      expect(typeof supported).toBe('boolean');
      expect(passkeys.supported()).toBe(supported);
      expect(announced).toEqual([]);
    });

    it('adds no passkey while nobody is signed in: the shopper must sign in (again)', async () => {
      const { passkeys } = await makeFixture();
      expect((await refusalOf(passkeys.add('My laptop'))).code).toBe('auth/requires-recent-login');
    });

    it('tells a closed dialog as cancelled when adding one', async () => {
      const { passkeys, signUp } = await makeFixture();
      await signUp();
      expect((await refusalOf(passkeys.add())).code).toBe('auth/passkey-cancelled');
    });

    it('tells a closed dialog as cancelled when signing in, and signs nobody in', async () => {
      const { passkeys, announced } = await makeFixture();
      expect((await refusalOf(passkeys.signIn())).code).toBe('auth/passkey-cancelled');
      expect(announced).toEqual([]);
    });
  });
}
