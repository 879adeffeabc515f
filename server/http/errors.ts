import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StoreUnavailable } from '../store/store-unavailable';
import type { Logger } from '../log/log';

export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
export const STORE_AWAY =
  'The shop cannot reach its records just now. Nothing was charged or changed. Please try again in a few seconds.';
/** Seconds a client is asked to wait while a store is away: a database restart or fail-over takes a few. */
export const STORE_AWAY_RETRY_S = 5;

/** Details stay in the server log; the caller gets JSON without a stack trace. */
export function jsonErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    // the store logs the outage once; each request it costs is answered honestly, to be retried
    if (error instanceof StoreUnavailable) {
      c.header('Retry-After', String(STORE_AWAY_RETRY_S));
      return c.json({ error: STORE_AWAY, code: 'store_unavailable' }, 503);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ error: INTERNAL_ERROR }, 500);
  };
}

export const jsonNotFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);
