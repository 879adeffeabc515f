import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { isStorableJson, UNSTORABLE_TEXT } from '../http/storable-text';

/** The longest name of a shopper or of a passkey, in characters. */
const MAX_NAME_LENGTH = 100;
/** The longest e-mail address, and its longest part before the @ (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_PART = 64;
/** The longest of any other text field of a request's body (an address to return to, an image's, a token). */
const MAX_FIELD_LENGTH = 2_048;

/** What is wrong with a field, as a refusal says it; null when nothing is. */
type FieldRule = (value: unknown) => string | null;

/** `what` ("A name") is text of at most `max` characters. */
const textOf =
  (what: string, max: number): FieldRule =>
  (value) =>
    typeof value !== 'string'
      ? `${what} must be text.`
      : value.length > max
        ? `${what} can have at most ${max.toLocaleString('en')} characters.`
        : null;

const emailRule: FieldRule = (value) =>
  textOf('An e-mail address', MAX_EMAIL_LENGTH)(value) ??
  (String(value).lastIndexOf('@') > MAX_EMAIL_LOCAL_PART
    ? `An e-mail address can have at most ${MAX_EMAIL_LOCAL_PART} characters before the @.`
    : null);

/**
 * The fields better-auth writes to an account, each held to its kind and length (`update-user`
 * itself takes any JSON as a name or an image); any other text field of a body is held to
 * MAX_FIELD_LENGTH. The store would refuse some of these (a list as a name), and keep the others.
 */
const FIELD_RULES = new Map<string, FieldRule>([
  ['name', textOf('A name', MAX_NAME_LENGTH)],
  ['email', emailRule],
  ['newEmail', emailRule],
  ['image', (value) => (value === null ? null : textOf('An image’s address', MAX_FIELD_LENGTH)(value))],
]);
const otherTextRule: FieldRule = (value) => (typeof value === 'string' ? textOf('This field', MAX_FIELD_LENGTH)(value) : null);

/**
 * What is wrong with the fields of `body`, worded as better-auth words its own refusals
 * ("[body.email] …"), which the shop's pages already read as a mistake in that field; null when
 * nothing is.
 */
function fieldMistake(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  for (const [key, value] of Object.entries(body)) {
    // a Map: a key such as __proto__ names no rule
    const mistake = (FIELD_RULES.get(key) ?? otherTextRule)(value);
    if (mistake) return `[body.${key}] ${mistake}`;
  }
  return null;
}

/**
 * Every account request checked before better-auth acts on it (ADR-041), as the shop's own routes
 * check theirs: text no store can keep (PostgreSQL refuses it, failing the request) in its body or
 * its query is refused 400, and a name, an e-mail or any other text field of the body that is not
 * text or is longer than it can sensibly be. Nothing is stored or changed by a refused request. How
 * large a body may be at all is the server's to bound, before it is read (app.ts).
 */
export const accountFieldChecks = (): BetterAuthPlugin => ({
  id: 'account-field-checks',
  hooks: {
    before: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          if (!isStorableJson(ctx.body) || !isStorableJson(ctx.query))
            throw APIError.from('BAD_REQUEST', { message: UNSTORABLE_TEXT, code: 'UNSTORABLE_TEXT' });
          const mistake = fieldMistake(ctx.body);
          if (mistake) throw APIError.from('BAD_REQUEST', { message: mistake, code: 'VALIDATION_ERROR' });
        }),
      },
    ],
  },
});
