import * as z from 'zod/mini';

/** GET /healthz: the process lives and answers. */
export const livenessAnswerSchema = z.object({ status: z.literal('live') });

/** GET /readyz: whether the ledger's store answers, and how the payment allowance counts (docs/deploy.md §6). */
export const readinessAnswerSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  ledger: z.enum(['answers', 'unreachable']),
  allowance: z.string(),
});
export type Liveness = z.infer<typeof livenessAnswerSchema>;
export type Readiness = z.infer<typeof readinessAnswerSchema>;
