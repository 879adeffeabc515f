// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchOptions } from './bench-options';

describe('the options of a bench run', () => {
  it('measures everything, five Lighthouse runs and each load at its own length, without options', () => {
    expect(benchOptions([])).toEqual({
      only: undefined,
      runs: 5,
      besideOrigin: undefined,
      besideLabel: undefined,
      besideCommit: undefined,
      seconds: undefined,
      noBuild: false,
      reportOnly: false,
    });
  });

  it('takes a value after the option or after an equals sign', () => {
    expect(benchOptions(['--only', 'beside-server,signin', '--beside-commit=c02a3cc', '--seconds=2'])).toMatchObject({
      only: 'beside-server,signin',
      besideCommit: 'c02a3cc',
      seconds: 2,
    });
    expect(benchOptions(['--beside-commit', 'c02a3cc', '--seconds', '0.5', '--runs=3', '--no-build'])).toMatchObject({
      besideCommit: 'c02a3cc',
      seconds: 0.5,
      runs: 3,
      noBuild: true,
    });
    expect(benchOptions(['--beside-origin', 'http://localhost:3400', '--beside-label', '79e7088'])).toMatchObject({
      besideOrigin: 'http://localhost:3400',
      besideLabel: '79e7088',
    });
  });

  it('refuses an option without its value', () => {
    expect(() => benchOptions(['--beside-commit'])).toThrow('--beside-commit needs a value');
    expect(() => benchOptions(['--beside-commit', '--seconds=2'])).toThrow('--beside-commit needs a value');
  });

  it('refuses lengths and counts that are not above 0', () => {
    expect(() => benchOptions(['--seconds=0'])).toThrow('--seconds takes a number above 0 (got 0)');
    expect(() => benchOptions(['--seconds=two'])).toThrow('--seconds takes a number above 0 (got two)');
    expect(() => benchOptions(['--runs=2.5'])).toThrow('--runs takes a whole number above 0 (got 2.5)');
  });
});
