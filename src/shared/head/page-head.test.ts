import { describe, expect, it } from 'vitest';
import { mergeHeads, type RouteHeads } from './document-head';
import { heads } from './page-head';

/** What the page tells robots, as its head is written into the document. */
const robots = (head: RouteHeads) => mergeHeads([head]).meta.find((tag) => tag.name === 'robots')?.content;

describe('pages no search engine should list (ADR-033)', () => {
  it('the password reset pages say noindex, their canonical address without any token', () => {
    for (const head of [heads.forgotPassword(), heads.resetPassword()]) expect(robots(head)).toBe('noindex');
    expect(heads.resetPassword().links).toEqual([{ rel: 'canonical', href: 'http://localhost:3000/reset-password' }]);
  });

  it('the shop’s other pages do not', () => {
    for (const head of [heads.home(), heads.auth(), heads.cart()]) expect(robots(head)).toBeUndefined();
  });
});
