import type { User } from '../../ports/entities';
import { AuthError } from '../../ports/errors';
import { onFirstUse } from '../../ports/on-first-use';

/** One answer of the accounts server; `body` is null when it is not a JSON object. */
export type Answer = { status: number; body: Record<string, unknown> | null };

/** Sends a request to /api/auth{path}: a GET without a body, a JSON POST with one. */
export type AccountsCall = (path: string, body?: unknown) => Promise<Answer>;

/** The user an answer names (a sign-in's, a session's); null when it names none. */
export const userOf = (body: unknown): User | null => {
  const user = (body as { user?: { id?: unknown; email?: unknown } } | null)?.user;
  return typeof user?.id === 'string' && typeof user.email === 'string' ? { uid: user.id, email: user.email } : null;
};

export const UNREACHABLE = 'We could not reach the shop. Please check your connection and try again.';

/**
 * Account code loaded when first needed (ADR-025). A download that failed (a dropped connection)
 * is said as the shop being out of reach, and tried again at the next need.
 */
export const accountCodeOnFirstUse = <T>(load: () => Promise<T>) =>
  onFirstUse(() =>
    load().catch(() => {
      throw new AuthError('auth/network-request-failed', UNREACHABLE);
    }),
  );
