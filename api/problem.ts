import * as z from 'zod/mini';

/** What `value` is as `schema` (ADR-043) describes it, or the message of the first thing wrong with it (each schema words its own). */
export function readAs<T>(schema: z.ZodMiniType<T>, value: unknown): { ok: true; value: T } | { ok: false; problem: string } {
  const result = z.safeParse(schema, value);
  return result.success ? { ok: true, value: result.data } : { ok: false, problem: result.error.issues[0]!.message };
}
