// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idempotencyKeyFrom } from './idempotency';

// ADR-004: a retried checkout is filed under the key its client sends, if that key cannot be guessed.
describe('Idempotency-Key header', () => {
  it('files a payment under a key of 16 to 200 letters, digits, - or _', () => {
    expect(idempotencyKeyFrom('abcdefgh-1234_XY')).toBe('client-abcdefgh-1234_XY');
    expect(idempotencyKeyFrom('k'.repeat(200))).toBe(`client-${'k'.repeat(200)}`);
  });

  it('refuses a key that is too short, too long, or has anything else in it', () => {
    for (const header of ['k'.repeat(15), 'k'.repeat(201), `${'k'.repeat(16)}!`, `!${'k'.repeat(16)}`, `${'k'.repeat(16)} x`]) {
      expect(idempotencyKeyFrom(header)).toBeNull();
    }
  });

  it('gives a request without the header a key of its own', () => {
    const key = idempotencyKeyFrom(undefined);
    expect(key).toMatch(/^server-[0-9a-f-]{36}$/);
    expect(idempotencyKeyFrom(undefined)).not.toBe(key);
  });
});
