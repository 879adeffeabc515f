import type { PasskeyPort } from '../../ports/passkey-port';
import { AuthError } from '../../ports/errors';
import type { PasskeyCeremoniesOptions } from './passkey-ceremonies';

export type ServerPasskeysOptions = PasskeyCeremoniesOptions;

/** Browsers refuse WebAuthn on an address that is not a domain name (127.0.0.1, [::1]). */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * PasskeyPort of the embedded default: passkeys kept by the shop's server (better-auth's passkey
 * plugin), the ceremonies run by the browser. Only whether passkeys can work here is answered at
 * once; the requests and @simplewebauthn/browser load at the first ceremony, not with every page
 * (the home page's byte budget). `onSignedIn` tells the session AuthPort of a passkey's sign-in.
 */
export function createServerPasskeys(options: ServerPasskeysOptions): PasskeyPort {
  let loaded: ReturnType<typeof load> | undefined;
  const load = async () => (await import('./passkey-ceremonies')).passkeyCeremonies(options);
  const ceremonies = () =>
    (loaded ??= load().catch(() => {
      // the download failed (a dropped connection): tried again at the next ceremony
      loaded = undefined;
      throw new AuthError(
        'auth/network-request-failed',
        'We could not reach the shop. Please check your connection and try again.',
      );
    }));

  return {
    supported() {
      if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return false;
      return window.isSecureContext !== false && !IP_ADDRESS.test(window.location.hostname);
    },
    add: async (name) => (await ceremonies()).add(name),
    signIn: async () => (await ceremonies()).signIn(),
  };
}
