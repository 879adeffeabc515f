import { passkey, PASSKEY_ERROR_CODES } from '@better-auth/passkey';

/**
 * Passkeys (WebAuthn) beside the password, better-auth's own plugin (ADR-034): a signed-in
 * shopper adds one on /account, and 'Sign in with a passkey' on /auth signs them in.
 *
 * The relying party is the shop's public address when one is set (VITE_SITE_URL): its host name is
 * the RP ID, its origin the only one a ceremony may come from. Without one the shop runs on this
 * machine, http://localhost:<port>, with nothing configured: RP ID 'localhost', and the origin the
 * request names (its Origin header) is the one expected; better-auth's origin check has already
 * required that to be the shop's own. Browsers refuse WebAuthn on an IP address such as 127.0.0.1.
 */
export function passkeyPlugin(siteUrl?: string) {
  const site = siteUrl ? new URL(siteUrl) : null;
  return passkey({
    rpName: 'Shopfront',
    rpID: site ? site.hostname : 'localhost',
    origin: site ? site.origin : null,
    // sign-in asks for no e-mail first, so the authenticator must keep the passkey itself (discoverable)
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
}

/**
 * The status of the plugin's answer as the shop sends it: a passkey that does not verify is the
 * sender's to fix, 400 (ADR-041). The plugin answers 500 for whatever fails in its check (an answer
 * signed for another origin, a credential another account holds); it has read the challenge from the
 * store just before, so a store that is away fails that read instead, answered as any other fault.
 */
export function passkeyAnswerStatus(status: number, body: unknown): number {
  const code = (body as { code?: unknown } | null)?.code;
  return status === 500 && code === PASSKEY_ERROR_CODES.FAILED_TO_VERIFY_REGISTRATION.code ? 400 : status;
}
