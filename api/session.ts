import * as z from 'zod/mini';

const NO_ID_TOKEN = 'Send the ID token of a sign-in as {"idToken": "…"}.';

/** POST /api/session's body (the cloud configuration, ADR-038): a fresh sign-in's Firebase ID token. */
export const sessionBodySchema = z.object(
  {
    idToken: z
      .string({ error: NO_ID_TOKEN })
      .check(z.minLength(1, { error: NO_ID_TOKEN }), z.maxLength(4096, { error: NO_ID_TOKEN })),
  },
  { error: NO_ID_TOKEN },
);

/** POST /api/session/token's answer: a custom token that signs the browser's Firebase SDK in as the session's shopper. */
export const sessionTokenAnswerSchema = z.object({ token: z.string() });
export type SessionTokenAnswer = z.infer<typeof sessionTokenAnswerSchema>;
