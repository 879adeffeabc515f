import type { Shopper } from '../ledger/payments-ledger';

/** Who sent a request, from its headers; null when nobody (or nobody the server can prove) is signed in. */
export type IdentifyShopper = (headers: Headers) => Promise<Shopper | null>;

const MAX_UID = 128;
const MAX_EMAIL = 320;

/** A shopper as the server takes them: a uid and an e-mail of sensible lengths. */
export const shopperOf = (uid: unknown, email: unknown): Shopper | null =>
  typeof uid === 'string' && uid.length > 0 && uid.length <= MAX_UID && typeof email === 'string' && email.length <= MAX_EMAIL
    ? { uid, email }
    : null;

/**
 * The embedded default (ADR-031): the session cookie the server itself set at sign-in, looked up in
 * its store, so Sign Out on any instance ends it everywhere. Nothing the browser merely names (an
 * Authorization header claiming an account) is taken.
 */
export function sessionShoppers(accounts: { shopperOf(headers: Headers): Promise<Shopper | null> }): IdentifyShopper {
  return async (headers) => {
    if (!headers.get('Cookie')) return null;
    const shopper = await accounts.shopperOf(headers);
    return shopper && shopperOf(shopper.uid, shopper.email);
  };
}

/** The cloud configuration: a Firebase ID token (`Authorization: Bearer <token>`), verified. */
export function verifiedShoppers(verifyIdToken: (token: string) => Promise<{ uid: string; email?: string }>): IdentifyShopper {
  return async (headers) => {
    const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(headers.get('Authorization') ?? '');
    if (!match) return null;
    try {
      const token = await verifyIdToken(match[1]!);
      return shopperOf(token.uid, token.email ?? '');
    } catch {
      // expired, revoked, forged or for another project: the same answer as no token at all
      return null;
    }
  };
}
