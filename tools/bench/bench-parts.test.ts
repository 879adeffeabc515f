// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, selectParts } from './bench-parts';

describe('the parts a bench run measures', () => {
  it('measures every part without --only', () => {
    expect(selectParts(undefined)).toEqual([...BENCH_PARTS]);
  });

  it('measures the named parts in the order of a full run', () => {
    expect(selectParts('cloud,lighthouse')).toEqual(['lighthouse', 'cloud']);
    expect(selectParts('payments')).toEqual(['payments']);
    expect(selectParts('cloud,signin')).toEqual(['signin', 'cloud']);
  });

  it('refuses a part it does not know, naming the ones it does', () => {
    expect(() => selectParts('clouds')).toThrow(/--only takes parts of bytes, search, lighthouse/);
    expect(() => selectParts('')).toThrow(/got \)/);
  });
});
