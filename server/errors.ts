import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from './log';

export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/** Details stay in the server log; the caller gets JSON without a stack trace. */
export function jsonErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ error: INTERNAL_ERROR }, 500);
  };
}

export const jsonNotFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);
