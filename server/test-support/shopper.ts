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

/** The session cookie a response sets, as a browser sends it back. */
export const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

/**
 * A new account on a running server, signed in: the headers its requests then carry (the session
 * cookie, and the shop's own Origin, as a browser on the shop's pages sends them).
 */
export async function signedUpShopper(
  origin: string,
  name: string,
  /** the shop's public address (VITE_SITE_URL), when it is not where the server listens */
  siteOrigin = origin,
): Promise<Record<string, string>> {
  const email = `${name}@example.com`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    body: JSON.stringify({ email, password: 'secret-pass', name }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  return { Cookie: sessionCookieOf(response), Origin: siteOrigin };
}
