// @vitest-environment node
// The AuthPort contract on the real Firebase Auth emulator, with improved e-mail privacy off
// (the older codes) and on (auth/invalid-credential, as in projects created since September 2023).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '../../test-doubles/contracts/auth-contract';
import type { ShopperCredentials } from '../../ports/auth-port';
import { AuthError } from '../../ports/errors';
import { deleteAllApps, emulatorAdmin, freshFirebasePorts, setEmailPrivacy, userOfToken } from './emulator-support';

async function freshAuth() {
  const { auth } = freshFirebasePorts();
  await auth.signOut();
  return auth;
}

const email = () => `privacy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function refusals() {
  const auth = await freshAuth();
  const known = email();
  await auth.signUp(known, 'secret-pass');
  await auth.signOut();
  const wrongPassword = await auth.signIn(known, 'wrong-pass').catch((error: unknown) => error);
  const unknownAccount = await auth.signIn(email(), 'secret-pass').catch((error: unknown) => error);
  expect(wrongPassword).toBeInstanceOf(AuthError);
  expect(unknownAccount).toBeInstanceOf(AuthError);
  return { wrongPassword: (wrongPassword as AuthError).code, unknownAccount: (unknownAccount as AuthError).code };
}

// the payment server's check of the credentials the port gives
let admin: ReturnType<typeof emulatorAdmin>;
const whoIs = (credentials: ShopperCredentials) => userOfToken(admin, credentials);
beforeAll(() => {
  admin = emulatorAdmin();
});

afterAll(async () => {
  await setEmailPrivacy(false);
  await deleteAllApps();
  await admin.close();
});

describe('Firebase Auth, improved e-mail privacy off', () => {
  beforeAll(() => setEmailPrivacy(false));

  authContract('Firebase Auth emulator (privacy off)', freshAuth, whoIs);

  it('names the wrong password and the unknown account apart', async () => {
    expect(await refusals()).toEqual({ wrongPassword: 'auth/wrong-password', unknownAccount: 'auth/user-not-found' });
  });
});

describe('Firebase Auth, improved e-mail privacy on', () => {
  beforeAll(() => setEmailPrivacy(true));

  authContract('Firebase Auth emulator (privacy on)', freshAuth, whoIs);

  it('gives auth/invalid-credential for both', async () => {
    expect(await refusals()).toEqual({ wrongPassword: 'auth/invalid-credential', unknownAccount: 'auth/invalid-credential' });
  });
});

describe('Firebase Auth session', () => {
  it('two apps keep separate sessions', async () => {
    const first = await freshAuth();
    const second = await freshAuth();
    const user = await first.signUp(email(), 'secret-pass');
    const seen = await new Promise((resolve) => {
      const stop = second.onUserChanged((current) => {
        queueMicrotask(() => stop());
        resolve(current);
      });
    });
    expect(user.uid).toBeTruthy();
    expect(seen).toBeNull();
  });
});
