// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asShopper } from '../test-support/shopper';
import { claimedShoppers, verifiedShoppers } from './shoppers';

const claimed = claimedShoppers();
/** The header for any claim, even one the shop would never send. */
const claiming = (claim: unknown) => `Shopper ${Buffer.from(JSON.stringify(claim)).toString('base64url')}`;
const header = (uid: string, email?: string) => asShopper(uid, email).Authorization!;

describe('claimed shoppers (the embedded default)', () => {
  it('takes the account the header names', async () => {
    expect(await claimed(header('ada', 'ada@example.com'))).toEqual({ uid: 'ada', email: 'ada@example.com' });
  });

  it('knows nobody without a header or with another scheme', async () => {
    expect(await claimed(undefined)).toBeNull();
    expect(await claimed('')).toBeNull();
    expect(await claimed(header('ada').replace('Shopper', 'Bearer'))).toBeNull();
  });

  it('refuses a header with anything before or after the claim', async () => {
    expect(await claimed(`x${header('ada')}`)).toBeNull();
    expect(await claimed(`${header('ada')}!x`)).toBeNull();
  });

  it('refuses a claim that is not JSON of an object', async () => {
    expect(await claimed('Shopper bm90LWpzb24')).toBeNull();
    expect(await claimed(claiming(null))).toBeNull();
  });

  it('takes a uid of 1 to 128 characters only', async () => {
    expect(await claimed(claiming({ uid: 'u'.repeat(128), email: 'a@b.c' }))).toEqual({ uid: 'u'.repeat(128), email: 'a@b.c' });
    expect(await claimed(claiming({ uid: 'u'.repeat(129), email: 'a@b.c' }))).toBeNull();
    expect(await claimed(claiming({ uid: '', email: 'a@b.c' }))).toBeNull();
  });

  it('takes an email of up to 320 characters only', async () => {
    const longest = `${'e'.repeat(314)}@b.com`;
    expect(await claimed(claiming({ uid: 'ada', email: longest }))).toEqual({ uid: 'ada', email: longest });
    expect(await claimed(claiming({ uid: 'ada', email: `e${longest}` }))).toBeNull();
  });

  it('refuses a uid or email that is not text, even one with a length', async () => {
    expect(await claimed(claiming({ uid: ['ada'], email: 'a@b.c' }))).toBeNull();
    expect(await claimed(claiming({ uid: 'ada', email: ['a@b.c'] }))).toBeNull();
    expect(await claimed(claiming({ uid: 'ada' }))).toBeNull();
  });
});

describe('verified shoppers (the cloud configuration)', () => {
  const tokens: Record<string, { uid: string; email?: string }> = {
    'token.for-ada_1': { uid: 'ada', email: 'ada@example.com' },
    'token-without-email': { uid: 'bob' },
    x: { uid: 'carol', email: 'carol@example.com' },
  };
  const seen: string[] = [];
  const verified = verifiedShoppers(async (token) => {
    seen.push(token);
    const claims = tokens[token];
    if (!claims) throw new Error('auth/argument-error');
    return claims;
  });

  it('takes the shopper from a verified ID token', async () => {
    expect(await verified('Bearer token.for-ada_1')).toEqual({ uid: 'ada', email: 'ada@example.com' });
    expect(await verified('Bearer x')).toEqual({ uid: 'carol', email: 'carol@example.com' });
  });

  it('gives an account without an email an empty one', async () => {
    expect(await verified('Bearer token-without-email')).toEqual({ uid: 'bob', email: '' });
  });

  it('knows nobody whose token does not verify', async () => {
    expect(await verified('Bearer forged-token')).toBeNull();
  });

  it('asks nothing of the verifier without a well-formed Bearer header', async () => {
    seen.length = 0;
    expect(await verified(undefined)).toBeNull();
    expect(await verified('Shopper token.for-ada_1')).toBeNull();
    expect(await verified('xBearer token.for-ada_1')).toBeNull();
    expect(await verified('Bearer token.for-ada_1!')).toBeNull();
    expect(await verified('Bearer token.for-ada_1 x')).toBeNull();
    expect(await verified(`Bearer ${'t'.repeat(4097)}`)).toBeNull();
    expect(seen).toEqual([]);
  });
});
