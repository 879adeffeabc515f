/**
 * The database a store keeps its rows in cannot be reached for now (down or restarting): nothing
 * was written, and the same request may be sent again in a few seconds (ADR-028).
 */
export class StoreUnavailable extends Error {
  constructor(
    readonly store: string,
    readonly reason: unknown,
  ) {
    super(`${store} cannot be reached: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'StoreUnavailable';
  }
}

/**
 * Error codes that say the database cannot be reached now, not that a statement is wrong: the
 * socket's, PostgreSQL's connection exceptions (class 08) and its shutting down or starting up.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout/;

export function isUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
  // a library between us and the driver (the accounts') may wrap the driver's error
  return UNREACHABLE_MESSAGES.test(error.message) || (depth < 3 && isUnreachable(error.cause, depth + 1));
}
