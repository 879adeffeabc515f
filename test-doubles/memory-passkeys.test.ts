import { describe, expect, it } from 'vitest';
import type { User } from '../ports/entities';
import { AuthError } from '../ports/errors';
import { passkeyContract } from './contracts/passkey-contract';
import { createMemoryAuth } from './memory-auth';
import { createMemoryPasskeys } from './memory-passkeys';

/** The double beside the auth double, as the embedded default has them: passkeys for the shopper signed in there. */
function doubles() {
  const { auth } = createMemoryAuth();
  let current: User | null = null;
  const announced: User[] = [];
  const memory = createMemoryPasskeys({ signedIn: () => current, onSignedIn: (user) => announced.push(user) });
  const signUp = async () => {
    current = await auth.signUp(`shopper-${Math.random().toString(36).slice(2)}@example.com`, 'secret-pass');
  };
  return { ...memory, auth, announced, signUp };
}

passkeyContract('in-memory double', () => {
  const fixture = doubles();
  fixture.device.shopperCloses = true;
  return fixture;
});

describe('the in-memory passkeys double', () => {
  it('signs in with the passkey added on this device, once its shopper has one', async () => {
    const { passkeys, signUp, announced } = doubles();
    await signUp();
    await passkeys.add('Laptop');
    const user = await passkeys.signIn();
    expect(announced).toEqual([user]);
  });

  it('refuses a second passkey on one device for one account, and one the server no longer keeps', async () => {
    const { passkeys, signUp, kept } = doubles();
    await signUp();
    await passkeys.add();
    await expect(passkeys.add()).rejects.toMatchObject({ code: 'auth/passkey-already-added' });
    kept.clear();
    await expect(passkeys.signIn()).rejects.toMatchObject({ code: 'auth/passkey-not-found' });
  });

  it('says when passkeys cannot work here, and fails as its switch says', async () => {
    const { passkeys, device, switches } = doubles();
    device.supported = false;
    expect(passkeys.supported()).toBe(false);
    await expect(passkeys.signIn()).rejects.toMatchObject({ code: 'auth/passkey-unsupported' });
    switches.failWith = new AuthError('auth/network-request-failed', 'offline');
    await expect(passkeys.signIn()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });
});
