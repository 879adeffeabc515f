// The sign-in part's figures from what its clients saw (tools/bench/signin-runs.ts).
import { median, percentile } from './stats';

/** One sign-in request: the status of its answer ('no answer': refused or cut), and how long it took. */
export interface SignInAttempt {
  status: number | 'no answer';
  ms: number;
}

export interface SignInLoad {
  /** what the clients sent: 'right password', 'wrong password', 'unknown e-mail' */
  kind: string;
  /** the answer such a sign-in should get: 200, or 401 INVALID_EMAIL_OR_PASSWORD */
  expected: number;
  clients: number;
  seconds: number;
  /** requests sent */
  attempts: number;
  /** answers of the expected status a second */
  perSecond: number;
  /** latency of the answers of the expected status */
  p50Ms: number;
  p99Ms: number;
  /** how many answers of each status ('no answer' included) */
  answers: Record<string, number>;
  /** answers of any other status, and requests that got none */
  unexpected: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The figures of one load: sign-ins a second and their latency count the answers of the expected
 * status only (a refusal such as 429 is fast and would flatter both); the others are counted apart.
 */
export function summariseSignIns(
  load: { kind: string; expected: number; clients: number },
  attempts: SignInAttempt[],
  seconds: number,
): SignInLoad {
  const answers: Record<string, number> = {};
  for (const { status } of attempts) answers[status] = (answers[status] ?? 0) + 1;
  const expected = attempts.filter((attempt) => attempt.status === load.expected).map((attempt) => attempt.ms);
  return {
    ...load,
    seconds: oneDecimal(seconds),
    attempts: attempts.length,
    perSecond: oneDecimal(expected.length / seconds),
    p50Ms: expected.length ? oneDecimal(median(expected)) : 0,
    p99Ms: expected.length ? oneDecimal(percentile(expected, 99)) : 0,
    answers,
    unexpected: attempts.length - expected.length,
  };
}

/** The memory one scrypt hash takes: 128 * N * r bytes (its V array; p runs one after another). */
export const scryptMemoryBytes = (params: { N: number; r: number }) => 128 * params.N * params.r;
