import { passkeyAnswerStatus } from './passkeys';

const JSON_TYPE = /^application\/json\b/i;

/** `value` without any field named `token`, at any depth: where better-auth puts a session's token. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}

/**
 * better-auth's answer as the shop sends it (ADR-041). Its JSON carries no session token, the
 * session's own (`get-session`, a sign-in's) nor those of the shopper's other devices
 * (`list-sessions`): the HttpOnly cookie carries the session, out of reach of any script on the
 * page, and a token read by one would sign its reader in. A passkey that does not verify is
 * answered 400 (passkeys.ts).
 */
export async function asShopAnswer(answer: Response): Promise<Response> {
  if (!JSON_TYPE.test(answer.headers.get('Content-Type') ?? '')) return answer;
  const text = await answer.text();
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  if (text === '') return new Response(null, { status: answer.status, headers });
  const body: unknown = JSON.parse(text);
  return new Response(JSON.stringify(withoutTokens(body)), { status: passkeyAnswerStatus(answer.status, body), headers });
}
