// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAs } from './problem';
import { stockQuerySchema } from './stock';

describe('the stock question (ADR-039)', () => {
  const read = (ids?: string) => readAs(stockQuerySchema, ids === undefined ? {} : { ids });
  const refused = { ok: false, problem: 'Ask for ?ids= with 1 to 200 product ids, separated by commas.' };

  it('reads the distinct product ids, spaces around them allowed', () => {
    expect(read('4, 9,4')).toEqual({ ok: true, value: { ids: [4, 9] } });
  });

  it('takes up to 200 ids', () => {
    const ids = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(read(ids.join(','))).toEqual({ ok: true, value: { ids } });
    expect(read([...ids, 201].join(','))).toMatchObject(refused);
  });

  it('refuses a missing, empty or malformed list with the question it takes', () => {
    for (const ids of [undefined, '', '4,,9', '0', '-3', 'abc', '1.5']) expect(read(ids)).toMatchObject(refused);
  });
});
