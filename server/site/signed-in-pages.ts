import { createMiddleware } from 'hono/factory';
import type { IdentifyShopper } from '../identity/shoppers';
import type { Shopper } from '../ledger/payments-ledger';
import { isNavigation } from './page-loads';

/** Why /auth asks to sign in (the requirements' messages, chosen by the app from this word). */
type SignInReason = 'orders' | 'pay';

export interface SignedInPage {
  name: 'orders' | 'order' | 'payment' | 'account';
  reason: SignInReason | null;
  /** where sign-in comes back to: the page's own address, as the app writes it */
  returnTo: string;
  /** /Payment's Buy Now product id, when the address names one */
  buy?: number;
}

/**
 * The pages only a signed-in shopper sees, whatever the case of their address (ADR-005), as the
 * app's route guards name them: /Orders, /Orders/{id}, /Payment (Buy Now's product kept) and /account.
 */
export function signedInPageAt(path: string, search: URLSearchParams): SignedInPage | null {
  const [first, second, ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0 || first === undefined) return null;
  const page = first.toLowerCase();
  if (page === 'orders') {
    return second === undefined
      ? { name: 'orders', reason: 'orders', returnTo: '/Orders' }
      : { name: 'order', reason: 'orders', returnTo: `/Orders/${second}` };
  }
  if (second !== undefined) return null;
  if (page === 'account') return { name: 'account', reason: null, returnTo: '/account' };
  if (page !== 'payment') return null;
  const buy = search.get('buy');
  if (buy === null) return { name: 'payment', reason: 'pay', returnTo: '/Payment' };
  const returnTo = `/Payment?${new URLSearchParams({ buy, qty: search.get('qty') ?? '1' })}`;
  const id = Number(buy.trim());
  return { name: 'payment', reason: 'pay', returnTo, ...(Number.isInteger(id) && id > 0 ? { buy: id } : {}) };
}

/** A signed-in page drawn for its shopper at `url` (signed-in-drawing.ts); null: the browser draws it. */
export type DrawSignedInPage = (
  page: SignedInPage,
  url: string,
  shopper: Shopper,
) => Promise<{ html: string; status: number } | null>;

/** /auth with the reason and the way back, as the app's own guard sends a signed-out shopper there. */
export const signInAddressFor = ({ reason, returnTo }: Pick<SignedInPage, 'reason' | 'returnTo'>) =>
  `/auth?${new URLSearchParams({ ...(reason ? { reason } : {}), redirect: returnTo })}`;

/**
 * The server's word on a signed-in page, where it knows shoppers by their session cookie: without
 * a session, 303 to sign in at once, before any of the page is sent; with one, the page drawn for
 * the shopper (`draw`, ADR-036) or the app's own, kept by no cache (`private, no-store`) and, by one
 * that keeps it anyway, apart for each cookie (`Vary: Cookie`). A session that cannot be looked up
 * (the store away) leaves the page to the app, which checks again. `signedOut: 'app'` (the cloud
 * configuration, whose browser may be signed in to Firebase without the server's cookie) leaves a
 * page without a session to the app too.
 */
export function signedInPages(
  identify: IdentifyShopper,
  draw: DrawSignedInPage | null = null,
  { signedOut = 'sign-in' }: { signedOut?: 'sign-in' | 'app' } = {},
) {
  return createMiddleware(async (c, next) => {
    if (!isNavigation(c)) return next();
    const { search, searchParams } = new URL(c.req.url);
    const page = signedInPageAt(c.req.path, searchParams);
    if (!page) return next();
    let shopper: Shopper | null | undefined;
    try {
      shopper = await identify(c.req.raw.headers);
    } catch {
      shopper = undefined;
    }
    const drawn = shopper && draw ? await draw(page, c.req.path + search, shopper) : null;
    if (shopper === null && signedOut === 'sign-in') c.res = c.redirect(signInAddressFor(page), 303);
    else if (drawn) c.res = c.html(drawn.html, drawn.status as 200);
    else await next();
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie', { append: true });
  });
}
