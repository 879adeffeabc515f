/** The Authorization header the embedded shop sends for a signed-in account (as claimed). */
export function asShopper(uid: string, email = `${uid}@example.com`): Record<string, string> {
  return { Authorization: `Shopper ${Buffer.from(JSON.stringify({ uid, email })).toString('base64url')}` };
}
