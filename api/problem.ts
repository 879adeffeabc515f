import * as z from 'zod/mini';

/**
 * What `value` is as `schema` (ADR-043) describes it, or the message of the first thing wrong with
 * it (each schema words its own) and where in `value` it is (`at`: the keys and indexes to it).
 */
export function readAs<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; problem: string; at: PropertyKey[] } {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.data };
  const [first] = result.error.issues;
  return { ok: false, problem: first!.message, at: first!.path };
}
