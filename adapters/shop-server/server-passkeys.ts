import type { PasskeyPort } from '../../ports/passkey-port';
import type { PasskeyCeremoniesOptions } from './passkey-ceremonies';
import { accountCodeOnFirstUse } from './session-answers';

export type ServerPasskeysOptions = PasskeyCeremoniesOptions;

/** Browsers refuse WebAuthn on an address that is not a domain name: digits and dots (127.0.0.1), or IPv6 in brackets ([::1]). */
const IP_ADDRESS = /^[\d.]+$|^\[/;

/**
 * PasskeyPort of the embedded default: passkeys kept by the shop's server (better-auth's passkey
 * plugin), the ceremonies run by the browser. Only whether passkeys can work here is answered at
 * once; the requests and @simplewebauthn/browser load at the first ceremony, not with every page
 * (the home page's byte budget). `onSignedIn` tells the session AuthPort of a passkey's sign-in.
 */
export function createServerPasskeys(options: ServerPasskeysOptions): PasskeyPort {
  const ceremonies = accountCodeOnFirstUse(async () => (await import('./passkey-ceremonies')).passkeyCeremonies(options));

  return {
    supported() {
      if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return false;
      return window.isSecureContext !== false && !IP_ADDRESS.test(window.location.hostname);
    },
    add: async (name) => (await ceremonies()).add(name),
    signIn: async () => (await ceremonies()).signIn(),
  };
}
