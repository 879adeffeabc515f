/**
 * The shopper's words for a refusal: the ones its code has in `messages`, else the adapter's own
 * message (the server out of reach, a wait), else `fallback`.
 */
export function wordsFor(error: unknown, messages: Record<string, string>, fallback: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const known = messages[code];
  if (known) return known;
  const message = error instanceof Error ? error.message : '';
  return message || fallback;
}
