import type { Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { readAs } from '../../api/problem';
import { jsonBody } from './shopper-requests';

/** The request's `target` as `schema` (api/) reads it, for `c.req.valid(target)`; else 400 with the schema's message. */
const readingAs =
  <U extends 'query' | 'param'>(target: U) =>
  <T>(schema: z.ZodMiniType<T>) =>
    validator(target, (value, c) => {
      const read = readAs(schema, value);
      return read.ok ? read.value : c.json({ error: read.problem }, 400);
    });

/** The query, read as its schema says. */
export const queryAs = readingAs('query');
/** The path's parameters, read as their schema says. */
export const paramAs = readingAs('param');

/** Which entry of a list in the body was refused (`{"changes":[…]}`'s second: index 1), so that a client can drop it. */
const placeInListOf = (at: PropertyKey[]) => (typeof at[1] === 'number' ? { index: at[1] } : {});

interface BodyLimits {
  /** the most bytes the body may have: 413 past it */
  maxSize: number;
  /** what a body not sent as JSON is told (415) */
  notJson?: string;
  /** the code a body the schema refuses is answered with, beside its message */
  code?: string;
}

/**
 * The JSON body as `schema` (api/) reads it, for `c.req.valid('json')`: read by the one body reader
 * (415 unless JSON, 413 past `maxSize`, 400 when it does not parse), then 400 with the schema's
 * message, and the index of the entry of a list it refused, if any. Hono's own JSON validator would
 * read the body through a web Request, which the server's reader spares each request
 * (server/http/request-body.ts).
 */
export function jsonAs<T extends object, E extends Env = Env>(
  schema: z.ZodMiniType<T>,
  { maxSize, notJson, code }: BodyLimits,
): MiddlewareHandler<E, string, { in: { json: T }; out: { json: T } }> {
  return async (c, next) => {
    const json = await jsonBody(c, maxSize, notJson);
    if (json.refused) return json.refused;
    const read = readAs(schema, json.body);
    if (!read.ok) return c.json({ error: read.problem, ...(code && { code }), ...placeInListOf(read.at) }, 400);
    c.req.addValidatedData('json', read.value);
    await next();
  };
}
