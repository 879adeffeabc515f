import { describe, expect, it } from 'vitest';
import { isStorableJson, isStorableText } from './storable-text';

describe('text a store can keep', () => {
  it('takes any text but NUL and halves of surrogate pairs', () => {
    expect(isStorableText('Café ☕ 🛒 ‮')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('x\uDED2')).toBe(false);
    expect(isStorableText('\uDED2\uD83D')).toBe(false);
  });

  it('looks at every string of a JSON value, keys included', () => {
    expect(isStorableJson({ lines: [{ id: 1, title: 'Lamp 💡' }], n: null, ok: true })).toBe(true);
    expect(isStorableJson({ lines: [{ id: 1, title: ['deep', 'x\u0000'] }] })).toBe(false);
    expect(isStorableJson({ ['k\uD800']: 1 })).toBe(false);
  });

  it('walks a value nested far deeper than the call stack reaches', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(isStorableJson(deep)).toBe(false);
  });

  it('walks an array wider than a call can take arguments (a million items)', () => {
    const wide = JSON.parse(`[${'0,'.repeat(1_000_000)}"\\u0000"]`) as unknown;
    expect(isStorableJson(wide)).toBe(false);
    expect(isStorableJson(new Array(1_000_000).fill(0))).toBe(true);
  });
});
