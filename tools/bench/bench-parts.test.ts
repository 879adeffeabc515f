// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, lackingOption, selectParts } from './bench-parts';

describe('the parts a bench run measures', () => {
  it('measures every part without --only', () => {
    expect(selectParts(undefined)).toEqual([...BENCH_PARTS]);
  });

  it('measures the named parts in the order of a full run', () => {
    expect(selectParts('cloud,lighthouse')).toEqual(['lighthouse', 'cloud']);
    expect(selectParts('payments')).toEqual(['payments']);
    expect(selectParts('cloud,signin')).toEqual(['signin', 'cloud']);
    expect(selectParts('cloud,beside-server,signin')).toEqual(['signin', 'beside-server', 'cloud']);
  });

  it('refuses a part it does not know, naming the ones it does', () => {
    expect(() => selectParts('clouds')).toThrow(/--only takes parts of bytes, search, lighthouse/);
    expect(() => selectParts('')).toThrow(/got \)/);
  });

  it('skips a part beside an earlier build unless that build is named', () => {
    expect(lackingOption('beside-server', {})).toBe('--beside-commit');
    expect(lackingOption('beside-server', { besideCommit: 'c02a3cc' })).toBeUndefined();
    expect(lackingOption('beside', { besideCommit: 'c02a3cc' })).toBe('--beside-origin');
    expect(lackingOption('beside', { besideOrigin: 'http://localhost:3400' })).toBeUndefined();
    // sign-in stands beside an earlier build when there is one, and is measured alone when not
    expect(lackingOption('signin', {})).toBeUndefined();
  });
});
