import type { IdentifyShopper } from '../identity/shoppers';

const HEADER = /^Test-Shopper ([A-Za-z0-9_-]{1,2000})$/;

/**
 * Tests of the payment API on their own: a header naming the shopper, read by `namedShoppers`. The
 * real server never takes it (it answers 401): it knows shoppers by their session (ADR-031), tested
 * in the accounts contract and through running servers with `signedUpShopper`.
 */
export function asShopper(uid: string, email = `${uid}@example.com`): Record<string, string> {
  return { Authorization: `Test-Shopper ${Buffer.from(JSON.stringify({ uid, email })).toString('base64url')}` };
}

/** The shopper `asShopper` names, as the payment routes' identify step in tests. */
export const namedShoppers: IdentifyShopper = async (headers) => {
  const match = HEADER.exec(headers.get('Authorization') ?? '');
  if (!match) return null;
  try {
    const { uid, email } = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as { uid?: unknown; email?: unknown };
    return typeof uid === 'string' && uid !== '' && typeof email === 'string' ? { uid, email } : null;
  } catch {
    return null;
  }
};
