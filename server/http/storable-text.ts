/** requirements: bad input gets a clear message. PostgreSQL's text refuses these; no store of ours needs them. */
export const UNSTORABLE_TEXT =
  'The request holds characters the shop cannot store (a NUL character or half of a surrogate pair).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Whether every string in a parsed JSON value, keys included, can be stored. Walked with a stack of
 * its own, one item pushed at a time: neither a body nested thousands deep nor an array of a hundred
 * thousand items (spread as arguments, it would overflow the call stack) can bring the walk down.
 */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
