import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../../ports/auth-port';
import { sessionToken, withPageSession } from './page-session';

const ada = { uid: 'ada', email: 'ada@example.com' };

function firebase(): AuthPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    signIn: async () => (calls.push('signIn'), ada),
    signUp: async () => (calls.push('signUp'), ada),
    signOut: async () => void calls.push('signOut'),
    credentials: async () => ({ kind: 'id-token', token: 'id-token-of-ada' }),
    onUserChanged: () => () => undefined,
  };
}

describe('the page session of the cloud configuration (ADR-038)', () => {
  it('hands the fresh ID token of each sign-in and sign-up to the shop server', async () => {
    const auth = firebase();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const port = withPageSession(auth, { baseUrl: 'https://shop.example', fetch });
    expect(await port.signIn('ada@example.com', 'secret-pass')).toEqual(ada);
    await port.signUp('ada@example.com', 'secret-pass');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenCalledWith('https://shop.example/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: 'id-token-of-ada' }),
    });
  });

  it('ends the session on the server before signing out, and signs out though the server is away', async () => {
    const auth = firebase();
    const sent: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      sent.push(`${String(input)} (${auth.calls.join(',') || 'still signed in'})`);
      throw new TypeError('Failed to fetch');
    });
    await withPageSession(auth, { baseUrl: '', fetch }).signOut();
    expect(sent).toEqual(['/api/session/end (still signed in)']);
    expect(auth.calls).toEqual(['signOut']);
  });

  it("asks the server for its session's token, and takes none from an answer without one", async () => {
    const answering = (response: Response) => vi.fn(async () => response);
    const given = answering(Response.json({ token: 'custom-ada' }));
    expect(await sessionToken({ baseUrl: '', fetch: given })).toBe('custom-ada');
    expect(given).toHaveBeenCalledWith('/api/session/token', { method: 'POST' });
    expect(
      await sessionToken({ baseUrl: '', fetch: answering(Response.json({ code: 'no_session' }, { status: 401 })) }),
    ).toBeNull();
    expect(await sessionToken({ baseUrl: '', fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) })).toBeNull();
  });
});
