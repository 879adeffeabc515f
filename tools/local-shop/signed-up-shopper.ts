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
