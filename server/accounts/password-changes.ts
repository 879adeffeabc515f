import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { ResetLinks } from './reset-links';

const CHANGE_PASSWORD = '/change-password';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A password changed by its shopper ends what the old one opened (ADR-041): every other session of
 * the account, which whoever knew the old password may hold (better-auth's `revokeOtherSessions`,
 * always on; the changing session goes on in a new one), and every reset link mailed before.
 * A reset does the same by its own options (reset-by-mail.ts).
 */
export function passwordChanges(links: ResetLinks): BetterAuthPlugin {
  const isChange = (context: { path?: string }) => context.path === CHANGE_PASSWORD;
  return {
    id: 'password-changes',
    hooks: {
      before: [
        {
          matcher: isChange,
          // a body that is no object is refused by the endpoint's own check
          handler: createAuthMiddleware(async (ctx) =>
            isObject(ctx.body) ? { context: { body: { ...ctx.body, revokeOtherSessions: true } } } : undefined,
          ),
        },
      ],
      after: [
        {
          matcher: isChange,
          handler: createAuthMiddleware(async (ctx) => {
            const { returned } = ctx.context;
            if (isAPIError(returned) || !isObject(returned) || !isObject(returned.user)) return;
            await links.endAll(String(returned.user.id));
          }),
        },
      ],
    },
  };
}
