import type { Shopper } from '../ledger/payments-ledger';

/** Who sent a payment request, from its Authorization header; null when nobody is signed in. */
export type IdentifyShopper = (authorization: string | undefined) => Promise<Shopper | null>;

const MAX_UID = 128;
const MAX_EMAIL = 320;

const shopperOf = (uid: unknown, email: unknown): Shopper | null =>
  typeof uid === 'string' && uid.length > 0 && uid.length <= MAX_UID && typeof email === 'string' && email.length <= MAX_EMAIL
    ? { uid, email }
    : null;

/**
 * The embedded default: accounts live in the shopper's browser, so the server can only take the
 * account it names (`Authorization: Shopper <base64url of {"uid","email"}>`) as claimed. It still
 * keeps one shopper's payments apart from another's; docs/deploy.md says what it cannot prove.
 */
export function claimedShoppers(): IdentifyShopper {
  return async (authorization) => {
    const match = /^Shopper ([A-Za-z0-9_-]{1,2000})$/.exec(authorization ?? '');
    if (!match) return null;
    try {
      const { uid, email } = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as {
        uid?: unknown;
        email?: unknown;
      };
      return shopperOf(uid, email);
    } catch {
      return null;
    }
  };
}

/** The cloud configuration: a Firebase ID token (`Authorization: Bearer <token>`), verified. */
export function verifiedShoppers(verifyIdToken: (token: string) => Promise<{ uid: string; email?: string }>): IdentifyShopper {
  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(authorization ?? '');
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
