// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_REFUSALS } from '../../ports/staff-port';
import { listenWithBackOffice, PASSWORD } from '../test-support/back-office';
import { FOREIGN_ORIGIN } from '../http/shop-origin';
import { STAFF_REFUSED } from './staff-guard';
import { WELCOME_REFUSED } from './staff-routes';

const HOUR = 60 * 60 * 1000;

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

/** Every kind of caller, on a new back office. */
async function everyone() {
  shop = await listenWithBackOffice();
  return shop.everyone();
}

describe('the back office’s staff API, asked by each kind of caller (ADR-044)', () => {
  it('answers every endpoint as docs/api.md says, for no session, a shopper, staff and an owner', async () => {
    const callers = await everyone();
    const spare = await shop.joined('spare', 'staff');
    const promoted = await shop.joined('promoted', 'staff');
    const { clerk } = callers;
    // each endpoint, and what each caller is answered, in the order of docs/api.md; the owner's
    // last, so that the writes of those refused before it would have shown
    const table: Array<[string, string, unknown, Record<keyof typeof callers, number>]> = [
      ['GET', '/api/sell/me', undefined, { nobody: 401, shopper: 403, clerk: 200, owner: 200 }],
      ['GET', '/api/sell/staff', undefined, { nobody: 401, shopper: 403, clerk: 403, owner: 200 }],
      [
        'POST',
        '/api/sell/staff/invitations',
        { email: 'new@example.com', role: 'staff' },
        { nobody: 401, shopper: 403, clerk: 403, owner: 201 },
      ],
      ['PATCH', `/api/sell/staff/${promoted.id}`, { role: 'owner' }, { nobody: 401, shopper: 403, clerk: 403, owner: 200 }],
      ['DELETE', `/api/sell/staff/${spare.id}`, undefined, { nobody: 401, shopper: 403, clerk: 403, owner: 200 }],
    ];
    // the refusal each caller is told, by the status the table gives it
    const refusalOf = { nobody: 'unauthenticated', shopper: 'not_staff', clerk: 'forbidden', owner: '' } as const;
    const answered: string[] = [];
    const expected: string[] = [];
    for (const [method, path, body, statuses] of table)
      for (const caller of ['nobody', 'shopper', 'clerk', 'owner'] as const) {
        const response = await shop.send(callers[caller], method, path, body);
        const answer = (await response.json()) as { error?: string; code?: string };
        const refused = answer.code ? ` ${answer.code}: ${answer.error}` : '';
        answered.push(`${method} ${path} as ${caller}: ${response.status}${refused} (${response.headers.get('Cache-Control')})`);
        const code = statuses[caller] >= 400 ? refusalOf[caller] : '';
        const told = code ? ` ${code}: ${STAFF_REFUSED[code]}` : '';
        expected.push(`${method} ${path} as ${caller}: ${statuses[caller]}${told} (no-store)`);
      }
    expect(answered).toEqual(expected);
    // what the owner's own requests did, and nothing of the others'
    expect((await shop.staff.invitations()).map((invitation) => invitation.email)).toEqual(['new@example.com']);
    expect(await shop.staff.roleOf(promoted.id)).toBe('owner');
    expect(await shop.staff.roleOf(clerk.id)).toBe('staff');
    expect(await shop.staff.roleOf(spare.id)).toBeNull();
  });

  it('tells who is signed in, with the role and what it may do', async () => {
    const { owner, clerk } = await everyone();
    expect(await (await shop.send(owner, 'GET', '/api/sell/me')).json()).toEqual({
      id: owner.id,
      email: 'owner@example.com',
      role: 'owner',
      rights: ['catalogue', 'stock', 'orders', 'refunds', 'activity', 'staff'],
    });
    expect(await (await shop.send(clerk, 'GET', '/api/sell/me')).json()).toMatchObject({
      role: 'staff',
      rights: ['catalogue', 'stock', 'orders', 'activity'],
    });
  });

  it('lists the staff, owners first, and the invitations not yet accepted', async () => {
    const { owner, clerk } = await everyone();
    await shop.send(owner, 'POST', '/api/sell/staff/invitations', { email: 'New@Example.com', role: 'owner' });
    const listed = (await (await shop.send(owner, 'GET', '/api/sell/staff')).json()) as Record<string, unknown>;
    expect(listed).toEqual({
      staff: [
        { id: owner.id, email: 'owner@example.com', role: 'owner' },
        { id: clerk.id, email: 'clerk@example.com', role: 'staff' },
      ],
      invitations: [{ email: 'new@example.com', role: 'owner', invitedBy: owner.id, expires: expect.any(String) }],
    });
  });

  it('refuses every escalation: above one’s role, the last owner, another’s e-mail or password', async () => {
    const { owner, clerk } = await everyone();
    const refused = async (browser: typeof fetch, method: string, path: string, body?: unknown) => {
      const response = await shop.send(browser, method, path, body);
      return { status: response.status, ...((await response.json()) as object) };
    };
    // staff invite nobody, an owner least of all, and change no role, their own neither
    expect(await refused(clerk, 'POST', '/api/sell/staff/invitations', { email: 'boss@example.com', role: 'owner' })).toEqual({
      status: 403,
      error: STAFF_REFUSED.forbidden,
      code: 'forbidden',
    });
    expect(await refused(clerk, 'PATCH', `/api/sell/staff/${clerk.id}`, { role: 'owner' })).toMatchObject({ status: 403 });
    expect(await refused(clerk, 'PATCH', `/api/sell/staff/${owner.id}`, { role: 'staff' })).toMatchObject({ status: 403 });
    expect(await refused(clerk, 'DELETE', `/api/sell/staff/${owner.id}`)).toMatchObject({ status: 403 });
    // the last owner is neither demoted nor removed, by themselves or anyone
    const lastOwner = { status: 409, error: STAFF_REFUSALS.last_owner, code: 'last_owner' };
    expect(await refused(owner, 'PATCH', `/api/sell/staff/${owner.id}`, { role: 'staff' })).toEqual(lastOwner);
    expect(await refused(owner, 'DELETE', `/api/sell/staff/${owner.id}`)).toEqual(lastOwner);
    // nobody changes another person's e-mail or password: not through the back office…
    for (const field of [{ email: 'owner2@example.com' }, { password: 'taken-over' }])
      expect(await refused(owner, 'PATCH', `/api/sell/staff/${clerk.id}`, { role: 'staff', ...field })).toEqual({
        status: 400,
        error: 'Only the role can be changed here: a person’s e-mail and password are their own.',
      });
    // …nor through the accounts' own routes, which have no admin endpoint at all
    const updated = await refused(owner, 'POST', '/api/auth/update-user', { email: 'clerk@example.com' });
    expect(updated).toMatchObject({ status: 400, code: 'EMAIL_CAN_NOT_BE_UPDATED' });
    expect((await refused(owner, 'POST', '/api/auth/change-email', { newEmail: 'x@example.com' })).status).toBeGreaterThanOrEqual(
      400,
    );
    for (const path of ['set-role', 'set-user-password', 'create-user', 'update-user', 'impersonate-user', 'remove-user'])
      expect(
        (await shop.send(owner, 'POST', `/api/auth/admin/${path}`, { userId: clerk.id, role: 'owner', newPassword: 'x1234567' }))
          .status,
      ).toBe(404);
    expect((await shop.send(owner, 'POST', '/api/auth/set-password', { newPassword: 'x1234567' })).status).toBe(404);
    // every person as they were, and able to sign in with their own password
    expect(await shop.staff.list()).toEqual([
      { id: owner.id, email: 'owner@example.com', role: 'owner' },
      { id: clerk.id, email: 'clerk@example.com', role: 'staff' },
    ]);
    const again = shop.browser();
    expect(
      (await shop.send(again, 'POST', '/api/auth/sign-in/email', { email: 'clerk@example.com', password: PASSWORD })).status,
    ).toBe(200);
    // two joined; before each, their invitation from the command line: nothing of the refusals
    expect((await shop.recorded()).map((entry) => entry.action)).toEqual(['invited', 'joined', 'invited', 'joined']);
  });

  it('lets an owner make another owner, who may then demote the first', async () => {
    const { owner, clerk } = await everyone();
    expect(await (await shop.send(owner, 'PATCH', `/api/sell/staff/${clerk.id}`, { role: 'owner' })).json()).toEqual({
      id: clerk.id,
      email: 'clerk@example.com',
      role: 'owner',
    });
    expect((await shop.send(clerk, 'PATCH', `/api/sell/staff/${owner.id}`, { role: 'staff' })).status).toBe(200);
    expect((await shop.send(owner, 'GET', '/api/sell/staff')).status).toBe(403);
  });

  it('knows staff by the server’s own session only, as in the cloud configuration, never by a token a request names', async () => {
    const { owner } = await everyone();
    const named = await fetch(`${shop.baseUrl}/api/sell/me`, { headers: { Authorization: `Bearer ${owner.id}` } });
    expect(named.status).toBe(401);
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value.slice(0, -2)}xx`).join('; ');
    const forged = await fetch(`${shop.baseUrl}/api/sell/me`, { headers: { Cookie: cookie } });
    expect(forged.status).toBe(401);
  });

  it('takes writes from the shop’s own pages only', async () => {
    const { owner } = await everyone();
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const origin of ['https://elsewhere.example', null]) {
      const response = await fetch(`${shop.baseUrl}/api/sell/staff/invitations`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...(origin && { Origin: origin }) },
        body: JSON.stringify({ email: 'new@example.com', role: 'owner' }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: FOREIGN_ORIGIN, code: 'foreign_origin' });
    }
    expect(await shop.staff.invitations()).toEqual([]);
  });

  it('answers bad input with a message naming the field', async () => {
    const { owner } = await everyone();
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/sell/staff/invitations', { email: 'not-an-address', role: 'staff' }, 'The email must be an e-mail address'],
      ['POST', '/api/sell/staff/invitations', { email: 'a@example.com', role: 'boss' }, 'The role must be "owner" or "staff".'],
      ['POST', '/api/sell/staff/invitations', { email: 'a@example.com' }, 'The role must be "owner" or "staff".'],
      ['POST', '/api/sell/staff/invitations', ['a@example.com'], 'The request body must be {"email","role"}.'],
      ['PATCH', '/api/sell/staff/x', { role: 'admin' }, 'The role must be "owner" or "staff".'],
      ['PATCH', '/api/sell/staff/not%20an%20id', { role: 'staff' }, 'The id must be a user id of at most 128 characters.'],
      [
        'POST',
        '/api/sell/welcome',
        { token: 'short', password: 'secret-pass' },
        'The token must be the one of the invitation’s link.',
      ],
      ['POST', '/api/sell/welcome', { token: 'a'.repeat(43), password: '12345' }, 'The password must have 6 to 128 characters.'],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await shop.send(owner, method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    expect((await shop.send(owner, 'PATCH', '/api/sell/staff/nobody-at-all', { role: 'staff' })).status).toBe(404);
    expect(await shop.staff.invitations()).toEqual([]);
  });
});

describe('joining the staff by invitation (ADR-044)', () => {
  it('mails a link to the welcome page that sets a password once, signs in, and goes on record', async () => {
    const { owner } = await everyone();
    const invited = await shop.send(owner, 'POST', '/api/sell/staff/invitations', { email: 'new@example.com', role: 'staff' });
    expect(invited.status).toBe(201);
    const mailed = shop.mail.messages.at(-1)!;
    expect(mailed.to).toBe('new@example.com');
    const token = shop.tokenMailedTo('new@example.com');
    expect(mailed.link).toBe(`http://shop.localhost/sell/welcome?token=${token}`);
    const browser = shop.browser();
    const welcomed = await shop.send(browser, 'POST', '/api/sell/welcome', { token, password: 'new-secret' });
    expect(welcomed.status).toBe(200);
    const { id } = (await welcomed.json()) as { id: string };
    expect(await (await shop.send(browser, 'GET', '/api/sell/me')).json()).toMatchObject({ id, role: 'staff' });
    const again = await shop.send(shop.browser(), 'POST', '/api/sell/welcome', { token, password: 'other-secret' });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ error: STAFF_REFUSALS.invitation_spent, code: 'invitation_spent' });
    const signIn = (password: string) =>
      shop.send(shop.browser(), 'POST', '/api/auth/sign-in/email', { email: 'new@example.com', password });
    expect((await signIn('new-secret')).status).toBe(200);
    expect((await signIn('other-secret')).status).toBe(401);
    // on record, with who and what, and never the token or a password
    const entries = await shop.recorded();
    expect(entries.slice(-2)).toMatchObject([
      {
        actor: { id: owner.id, email: 'owner@example.com' },
        subject: 'staff',
        action: 'invited',
        before: null,
        after: { email: 'new@example.com', role: 'staff' },
      },
      {
        actor: { id, email: 'new@example.com' },
        subject: 'staff',
        subjectId: id,
        action: 'joined',
        before: null,
        after: { role: 'staff', invitedBy: owner.id },
      },
    ]);
    const recorded = JSON.stringify(entries);
    for (const secret of [token, 'new-secret', PASSWORD]) expect(recorded).not.toContain(secret);
  });

  it('never makes a shopper staff unless they accept, signed in as themselves, keeping their password', async () => {
    const { owner } = await everyone();
    const shopper = await shop.shopper('ada');
    await shop.send(owner, 'POST', '/api/sell/staff/invitations', { email: 'ada@example.com', role: 'staff' });
    const token = shop.tokenMailedTo('ada@example.com');
    expect((await shop.send(shopper, 'GET', '/api/sell/me')).status).toBe(403);
    // whoever holds the link but not the account cannot take it over, nor set its password
    const stranger = await shop.shopper('eve');
    for (const browser of [shop.browser(), stranger]) {
      const refused = await shop.send(browser, 'POST', '/api/sell/welcome', { token, password: 'taken-over' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: WELCOME_REFUSED.sign_in_first, code: 'sign_in_first' });
    }
    const signIn = (password: string) =>
      shop.send(shop.browser(), 'POST', '/api/auth/sign-in/email', { email: 'ada@example.com', password });
    expect((await signIn('taken-over')).status).toBe(401);
    expect((await shop.send(shopper, 'GET', '/api/sell/me')).status).toBe(403);
    // the shopper, signed in, accepts: their password stays theirs
    const accepted = await shop.send(shopper, 'POST', '/api/sell/welcome', { token });
    expect(accepted.status).toBe(200);
    expect(await (await shop.send(shopper, 'GET', '/api/sell/me')).json()).toMatchObject({
      email: 'ada@example.com',
      role: 'staff',
    });
    expect((await signIn(PASSWORD)).status).toBe(200);
  });

  it('refuses a link after 24 hours, with the same clear message', async () => {
    const { owner } = await everyone();
    await shop.send(owner, 'POST', '/api/sell/staff/invitations', { email: 'late@example.com', role: 'staff' });
    shop.advance(24 * HOUR);
    const late = await shop.send(shop.browser(), 'POST', '/api/sell/welcome', {
      token: shop.tokenMailedTo('late@example.com'),
      password: 'new-secret',
    });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ error: STAFF_REFUSALS.invitation_spent, code: 'invitation_spent' });
    expect(
      (await shop.send(shop.browser(), 'POST', '/api/auth/sign-in/email', { email: 'late@example.com', password: 'new-secret' }))
        .status,
    ).toBe(401);
  });
});

describe('staff sessions (ADR-044)', () => {
  it('last at most 12 hours in the back office', async () => {
    // the clock of the accounts and the back office alike; no timer is faked
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const { owner } = await everyone();
      vi.setSystemTime(start + 12 * HOUR - 60_000);
      expect((await shop.send(owner, 'GET', '/api/sell/me')).status).toBe(200);
      vi.setSystemTime(start + 12 * HOUR + 60_000);
      const expired = await shop.send(owner, 'GET', '/api/sell/me');
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ error: STAFF_REFUSED.session_expired, code: 'session_expired' });
      // signed in again, the back office answers
      const again = shop.browser();
      await shop.send(again, 'POST', '/api/auth/sign-in/email', { email: 'owner@example.com', password: PASSWORD });
      expect((await shop.send(again, 'GET', '/api/sell/me')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('end with Sign Out on every instance', async () => {
    const { owner } = await everyone();
    const cookies = new Map(owner.cookies);
    const elsewhere = await listenWithBackOffice({ store: shop.store });
    try {
      const copy = elsewhere.browser();
      for (const [name, value] of cookies) copy.cookies.set(name, value);
      expect((await elsewhere.send(copy, 'GET', '/api/sell/me')).status).toBe(200);
      expect((await shop.send(owner, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      expect((await elsewhere.send(copy, 'GET', '/api/sell/me')).status).toBe(401);
      for (const [name, value] of cookies) owner.cookies.set(name, value);
      expect((await shop.send(owner, 'GET', '/api/sell/me')).status).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('end when the person is removed, and a change of role counts at the next request', async () => {
    const { owner, clerk } = await everyone();
    const other = await shop.joined('other', 'owner');
    expect((await shop.send(other, 'PATCH', `/api/sell/staff/${owner.id}`, { role: 'staff' })).status).toBe(200);
    expect((await shop.send(owner, 'GET', '/api/sell/staff')).status).toBe(403);
    expect((await shop.send(other, 'DELETE', `/api/sell/staff/${clerk.id}`)).status).toBe(200);
    const signedOut = await shop.send(clerk, 'GET', '/api/sell/me');
    expect(signedOut.status).toBe(401);
    expect((await shop.recorded()).slice(-2)).toMatchObject([
      {
        actor: { id: other.id },
        subjectId: owner.id,
        action: 'role changed',
        before: { role: 'owner' },
        after: { role: 'staff' },
      },
      {
        actor: { id: other.id },
        subjectId: clerk.id,
        action: 'removed',
        before: { email: 'clerk@example.com', role: 'staff' },
        after: null,
      },
    ]);
  });
});
