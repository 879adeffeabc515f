// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionShoppers, verifiedShoppers } from './shoppers';

const h = (authorization?: string) => new Headers(authorization === undefined ? {} : { Authorization: authorization });

describe('session shoppers (the embedded default)', () => {
  const asked: string[] = [];
  const session = sessionShoppers({
    shopperOf: async (headers) => {
      asked.push(headers.get('Cookie') ?? '');
      return headers.get('Cookie') === 'session=live' ? { uid: 'ada', email: 'ada@example.com' } : null;
    },
  });

  it('takes the shopper of a live session cookie', async () => {
    expect(await session(new Headers({ Cookie: 'session=live' }))).toEqual({ uid: 'ada', email: 'ada@example.com' });
  });

  it('knows nobody by an account the browser only names, and asks the store nothing then', async () => {
    asked.length = 0;
    const claim = `Shopper ${Buffer.from(JSON.stringify({ uid: 'ada', email: 'ada@example.com' })).toString('base64url')}`;
    expect(await session(h(claim))).toBeNull();
    expect(asked).toEqual([]);
    expect(await session(new Headers({ Cookie: 'session=ended' }))).toBeNull();
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
    expect(await verified(h('Bearer token.for-ada_1'))).toEqual({ uid: 'ada', email: 'ada@example.com' });
    expect(await verified(h('Bearer x'))).toEqual({ uid: 'carol', email: 'carol@example.com' });
  });

  it('gives an account without an email an empty one', async () => {
    expect(await verified(h('Bearer token-without-email'))).toEqual({ uid: 'bob', email: '' });
  });

  it('knows nobody whose token does not verify', async () => {
    expect(await verified(h('Bearer forged-token'))).toBeNull();
  });

  it('asks nothing of the verifier without a well-formed Bearer header', async () => {
    seen.length = 0;
    expect(await verified(h())).toBeNull();
    expect(await verified(h('Shopper token.for-ada_1'))).toBeNull();
    expect(await verified(h('xBearer token.for-ada_1'))).toBeNull();
    expect(await verified(h('Bearer token.for-ada_1!'))).toBeNull();
    expect(await verified(h('Bearer token.for-ada_1 x'))).toBeNull();
    expect(await verified(h(`Bearer ${'t'.repeat(4097)}`))).toBeNull();
    expect(seen).toEqual([]);
  });
});
