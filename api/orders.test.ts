// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveryBodySchema } from './orders';
import { readAs } from './problem';

describe('a delivery address (ADR-022)', () => {
  const address = { street: '1 Main St', city: 'Springfield', postcode: '12345', country: 'US' };

  it('keeps the four fields and nothing else', () => {
    expect(readAs(deliveryBodySchema, { delivery: { ...address, note: 'leave at the door' }, extra: 1 })).toEqual({
      ok: true,
      value: { delivery: address },
    });
  });

  it('names the first field that is missing, blank or longer than 200 characters', () => {
    expect(readAs(deliveryBodySchema, { delivery: { ...address, city: '  ' } })).toMatchObject({
      ok: false,
      problem: 'The delivery address needs a city of 1 to 200 characters.',
    });
    expect(readAs(deliveryBodySchema, { delivery: { ...address, postcode: 'x'.repeat(201) } })).toMatchObject({
      ok: false,
      problem: 'The delivery address needs a postcode of 1 to 200 characters.',
    });
    expect(readAs(deliveryBodySchema, { delivery: { city: 'Springfield' } })).toMatchObject({
      ok: false,
      problem: 'The delivery address needs a street of 1 to 200 characters.',
    });
  });

  it('refuses a body without a delivery object with the shape it needs', () => {
    for (const body of [null, {}, { delivery: 'here' }, { delivery: [address] }]) {
      expect(readAs(deliveryBodySchema, body)).toMatchObject({
        ok: false,
        problem: 'The request body must be {"delivery":{"street","city","postcode","country"}}.',
      });
    }
  });
});
