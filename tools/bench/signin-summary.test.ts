// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scryptMemoryBytes, summariseSignIns } from './signin-summary';

const load = { kind: 'right password', expected: 200, clients: 8 };
const answered = (status: number | 'no answer', ...times: number[]) => times.map((ms) => ({ status, ms }));

describe("the sign-in part's figures", () => {
  it('counts the sign-ins a second and their latency from the answers of the expected status', () => {
    const attempts = [...answered(200, 90, 110, 100, 130, 95), ...answered(429, 2, 3), ...answered('no answer', 1)];
    expect(summariseSignIns(load, attempts, 2)).toEqual({
      ...load,
      seconds: 2,
      attempts: 8,
      perSecond: 2.5,
      p50Ms: 100,
      p99Ms: 130,
      answers: { 200: 5, 429: 2, 'no answer': 1 },
      unexpected: 3,
    });
  });

  it('counts a wrong password answered 401 as expected, and a 200 to it as unexpected', () => {
    const wrong = { kind: 'wrong password', expected: 401, clients: 8 };
    const figures = summariseSignIns(wrong, [...answered(401, 120, 80, 100), ...answered(200, 50)], 3);
    expect(figures).toMatchObject({ perSecond: 1, p50Ms: 100, p99Ms: 120, unexpected: 1, answers: { 401: 3, 200: 1 } });
  });

  it('gives no latency when no answer was of the expected status', () => {
    expect(summariseSignIns(load, answered(429, 1, 2), 1)).toMatchObject({ perSecond: 0, p50Ms: 0, p99Ms: 0, unexpected: 2 });
  });

  it('rounds to a tenth', () => {
    expect(summariseSignIns(load, answered(200, 10.04, 10.06, 10.06), 1.234)).toMatchObject({
      seconds: 1.2,
      perSecond: 2.4,
      p50Ms: 10.1,
    });
  });

  it("takes 128 * N * r bytes for one scrypt hash: 32 MiB at better-auth's N=2^14, r=16", () => {
    expect(scryptMemoryBytes({ N: 2 ** 14, r: 16 })).toBe(32 * 1024 ** 2);
    expect(scryptMemoryBytes({ N: 2 ** 17, r: 8 })).toBe(128 * 1024 ** 2);
  });
});
