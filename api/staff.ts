import * as z from 'zod/mini';
import { STAFF_ROLES } from '../ports/staff-role';

/** A password the accounts take (requirements §5: at least 6 characters; the accounts library's most: 128). */
const MIN_PASSWORD = 6;
const MAX_PASSWORD = 128;
const MAX_EMAIL = 254;

const ROLE = 'The role must be "owner" or "staff".';
const EMAIL = `The email must be an e-mail address of at most ${MAX_EMAIL} characters.`;
const PASSWORD = `The password must have ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.`;
const TOKEN = 'The token must be the one of the invitation’s link.';
/** A person's e-mail and password are their own (ADR-044): no back-office request changes them. */
const ONLY_ROLE = 'Only the role can be changed here: a person’s e-mail and password are their own.';

const role = z.enum(STAFF_ROLES, { error: ROLE });

/** The body of a request of the back office's, or a message naming the fields it takes. */
const body = <T extends z.core.$ZodLooseShape>(shape: T, wanted: string, unknownField: (keys: string[]) => string) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownField(issue.keys) : `The request body must be ${wanted}.`),
  });

const unknownFields = (keys: string[]) => `The field${keys.length > 1 ? 's' : ''} ${keys.join(', ')} cannot be sent here.`;

/** POST /api/sell/staff/invitations's body: who is invited, with which role (ADR-044). */
export const invitationBodySchema = body(
  { email: z.email({ error: EMAIL }).check(z.maxLength(MAX_EMAIL, { error: EMAIL })), role },
  '{"email","role"}',
  unknownFields,
);

/** PATCH /api/sell/staff/{id}'s body: the person's new role, and nothing else. */
export const roleBodySchema = body({ role }, '{"role"}', () => ONLY_ROLE);

/**
 * POST /api/sell/welcome's body: the invitation's token, and the password of the account it makes
 * (none when the invited e-mail has an account already: its owner, signed in, accepts it).
 */
export const welcomeBodySchema = body(
  {
    token: z.string({ error: TOKEN }).check(z.regex(/^[A-Za-z0-9_-]{20,200}$/, { error: TOKEN })),
    password: z.optional(
      z
        .string({ error: PASSWORD })
        .check(z.minLength(MIN_PASSWORD, { error: PASSWORD }), z.maxLength(MAX_PASSWORD, { error: PASSWORD })),
    ),
  },
  '{"token","password"}',
  unknownFields,
);

const USER_ID = 'The id must be a user id of at most 128 characters.';

/** The path's {id} of /api/sell/staff/{id}: a user id. */
export const staffIdParamSchema = z.object({
  id: z.string({ error: USER_ID }).check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, { error: USER_ID })),
});

/** A person of the staff as the back office shows them. */
export const staffUserSchema = z.object({ id: z.string(), email: z.string(), role });

/** GET /api/sell/me's answer: who the back office's user is, and what their role lets them do. */
export const meAnswerSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  rights: z.array(z.string()),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** GET /api/sell/staff's answer: the staff, owners first, and the invitations not yet accepted. */
export const staffListAnswerSchema = z.object({
  staff: z.array(staffUserSchema),
  invitations: z.array(z.object({ email: z.string(), role, invitedBy: z.string(), expires: z.string() })),
});
export type StaffListAnswer = z.infer<typeof staffListAnswerSchema>;
