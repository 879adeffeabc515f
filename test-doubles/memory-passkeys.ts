import type { User } from '../ports/entities';
import { AuthError } from '../ports/errors';
import type { PasskeyPort } from '../ports/passkey-port';
import { createSwitches, passSwitches } from './switches';

export interface MemoryPasskeysOptions {
  /** who is signed in now: a passkey is added to their account */
  signedIn: () => User | null;
  /** the double's server has signed this shopper in with a passkey */
  onSignedIn?: (user: User) => void;
}

/**
 * Passkeys in a Map, and one authenticator (this device) holding the ones made on it. The browser's
 * dialog is answered at once; `device` says what the shopper does with it next.
 */
export function createMemoryPasskeys(options: MemoryPasskeysOptions) {
  const switches = createSwitches();
  /** the passkeys the server keeps, by credential id */
  const kept = new Map<string, { user: User; name?: string }>();
  const device = {
    /** whether this browser can use passkeys at all */
    supported: true,
    /** the shopper closes every dialog instead of answering it (or it times out) */
    shopperCloses: false,
    /** the credential ids this device holds, newest last */
    credentials: [] as string[],
  };
  let nextId = 1;

  /** the browser's dialog: refused when passkeys cannot work here, or when the shopper closes it */
  const dialog = () => {
    if (!device.supported) throw new AuthError('auth/passkey-unsupported', 'WebAuthn is not supported here');
    if (device.shopperCloses) throw new AuthError('auth/passkey-cancelled', 'The operation either timed out or was not allowed.');
  };

  const passkeys: PasskeyPort = {
    supported: () => device.supported,
    async add(name) {
      await passSwitches(switches);
      const user = options.signedIn();
      if (!user) throw new AuthError('auth/requires-recent-login', 'Unauthorized');
      dialog();
      if (device.credentials.some((id) => kept.get(id)?.user.uid === user.uid))
        throw new AuthError('auth/passkey-already-added', 'The authenticator was previously registered.');
      const id = `credential-${nextId++}`;
      kept.set(id, { user, name: name?.trim() || undefined });
      device.credentials.push(id);
    },
    async signIn() {
      await passSwitches(switches);
      dialog();
      const id = device.credentials.at(-1);
      // no passkey on this device: the browser says so and the shopper can only close the dialog
      if (!id) throw new AuthError('auth/passkey-cancelled', 'No passkey on this device.');
      const passkey = kept.get(id);
      if (!passkey) throw new AuthError('auth/passkey-not-found', 'Passkey not found');
      options.onSignedIn?.(passkey.user);
      return passkey.user;
    },
  };
  return { passkeys, switches, device, kept };
}
