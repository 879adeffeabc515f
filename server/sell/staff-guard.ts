import type { MiddlewareHandler } from 'hono';
import { mayDo, type StaffRight, type StaffUser } from '../../ports/staff-role';
import type { StaffPort } from '../../ports/staff-port';
import type { LiveSession } from '../accounts/session-lookup';
import { sameOriginWrites } from '../http/shop-origin';

/** Staff sessions last at most 12 hours (ADR-044): a back-office request past them signs in again. */
export const STAFF_SESSION_HOURS = 12;

export const STAFF_REFUSED = {
  unauthenticated: 'Please sign in to the back office.',
  session_expired: `Your back-office session has lasted ${STAFF_SESSION_HOURS} hours. Please sign in again.`,
  not_staff: 'This account is not on the shop’s staff.',
  forbidden: 'Your role does not allow this. Please ask an owner.',
} as const;

/** Every answer of a back-office room, refusals included, is for one person of the staff: no cache keeps it. */
export const unstored: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** What a request past the guard carries: `c.var.staff`, the user of the staff it was made by. */
export interface StaffEnv {
  Variables: { staff: StaffUser };
}

export interface StaffGuardSettings {
  /** the live session of a request's cookie: the server's accounts' `sessionOf`, in every configuration */
  sessionOf(headers: Headers): Promise<LiveSession | null>;
  /** whose role it is, read on every request: a change of role or a removal counts at once */
  staff: Pick<StaffPort, 'roleOf'>;
  /** the shop's own origins (server/http/shop-origin.ts's `shopOrigins`) */
  originsOf(request: Request): string[];
  /** the clock of the sessions' 12 hours (tests move it) */
  now?: () => Date;
}

/**
 * The door of every back-office route (ADR-044). `guard(right)` is a Hono middleware that lets a
 * request through only when it is made by a user of the staff whose role has `right` (no right
 * given: any staff), and puts that user on `c.var.staff` (type the route's Hono with `StaffEnv`):
 *
 * - a write (anything but GET, HEAD, OPTIONS) with a cookie not sent by the shop's own pages: 403
 *   `foreign_origin`, before anything is read;
 * - no live session of the server's accounts: 401 `unauthenticated`;
 * - a session signed in more than 12 hours ago: 401 `session_expired`;
 * - a signed-in shopper who is not staff: 403 `not_staff`; a role without the right: 403 `forbidden`.
 *
 * Every answer behind it is `Cache-Control: no-store`. In the cloud configuration too, the session is
 * the server's own (staff sign in with the server's accounts), never a shopper's Firebase token.
 *
 *     const guard = createStaffGuard({ sessionOf: accounts.sessionOf, staff, originsOf });
 *     routes.get('/products', guard('catalogue'), (c) => … c.var.staff …);
 */
export function createStaffGuard({ sessionOf, staff, originsOf, now = () => new Date() }: StaffGuardSettings) {
  const ownPagesOnly = sameOriginWrites(originsOf);
  return (right?: StaffRight): MiddlewareHandler<StaffEnv> =>
    async (c, next) => {
      c.header('Cache-Control', 'no-store');
      const refused = await ownPagesOnly(c, async () => undefined);
      if (refused) return refused;
      const session = await sessionOf(c.req.raw.headers);
      if (!session) return c.json({ error: STAFF_REFUSED.unauthenticated, code: 'unauthenticated' }, 401);
      if (now().getTime() - session.signedIn.getTime() > STAFF_SESSION_HOURS * 60 * 60 * 1000)
        return c.json({ error: STAFF_REFUSED.session_expired, code: 'session_expired' }, 401);
      const role = await staff.roleOf(session.uid);
      if (role === null) return c.json({ error: STAFF_REFUSED.not_staff, code: 'not_staff' }, 403);
      if (right && !mayDo(role, right)) return c.json({ error: STAFF_REFUSED.forbidden, code: 'forbidden' }, 403);
      c.set('staff', { id: session.uid, email: session.email, role });
      await next();
    };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
