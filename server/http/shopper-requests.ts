import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { IdentifyShopper } from '../identity/shoppers';
import type { Shopper } from '../ledger/payments-ledger';
import { jsonBodyUpTo } from './request-body';
import { isStorableText, UNSTORABLE_TEXT } from './storable-text';

/** What a route of one shopper's own records knows of its request: who sent it. */
export type ShopperEnv = { Variables: { shopper: Shopper } };

const SIGN_IN = 'Please sign in to see your orders and basket.';

/**
 * The signed-in shopper's own records (ADR-032), answered to them alone: 401 without a shopper.
 * Every answer, refusals included, is kept by no cache (`private, no-store`), and one that keeps it
 * anyway keys it by the session cookie (`Vary: Cookie`): two shoppers behind one proxy never see
 * each other's orders or basket.
 */
export function shopperOnly(identify: IdentifyShopper) {
  return createMiddleware<ShopperEnv>(async (c, next) => {
    const shopper = await identify(c.req.raw.headers);
    if (!shopper) c.res = c.json({ error: SIGN_IN, code: 'unauthenticated' }, 401);
    // a uid the store cannot keep would fail in the query: bad input, not a fault of the server
    else if (!isStorableText(shopper.uid)) c.res = c.json({ error: UNSTORABLE_TEXT }, 400);
    else {
      c.set('shopper', shopper);
      await next();
    }
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie', { append: true });
  });
}

/**
 * The body as JSON, or the answer that refuses it: 415 unless sent as application/json (a form of
 * another site cannot send that without a CORS preflight, which this server never grants), 413 past
 * `maxSize` bytes, 400 when it does not parse or holds text no store can keep.
 */
export async function jsonBody(
  c: Context,
  maxSize: number,
  notJson = 'Send the request body as application/json.',
): Promise<{ body: unknown; refused?: undefined } | { refused: Response }> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    return { refused: c.json({ error: notJson }, 415) };
  }
  return jsonBodyUpTo(c, maxSize);
}

/** Refuses a body over `maxSize` bytes with 413, unread: the connection cannot carry another request after it. */
export const bodyUpTo = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ error: 'The request body is too large.' }, 413, { Connection: 'close' }) });
