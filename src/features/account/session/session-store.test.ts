import { describe, expect, it } from 'vitest';
import { createMemoryAuth } from '../../../../test-doubles/memory-auth';
import { createSessionStore } from './session-store';

const ann = { uid: 'ann', email: 'ann@example.com' };

describe('session store (requirements §4 "Auth state")', () => {
  it('is unknown until the provider answers, then knows the signed-in user', async () => {
    const { auth } = createMemoryAuth({ signedIn: ann });
    const session = createSessionStore(auth);
    expect(session.store.getState()).toEqual({ user: null, known: false });
    await expect(session.whenKnown()).resolves.toEqual(ann);
    expect(session.store.getState()).toEqual({ user: ann, known: true });
  });

  it('knows that nobody is signed in', async () => {
    const session = createSessionStore(createMemoryAuth().auth);
    await expect(session.whenKnown()).resolves.toBeNull();
    await expect(session.whenKnown()).resolves.toBeNull();
  });

  it('may have a shopper signed in until the provider says nobody is', async () => {
    const signedIn = createSessionStore(createMemoryAuth({ signedIn: ann }).auth);
    const signedOut = createSessionStore(createMemoryAuth().auth);
    expect([signedIn.mayBeSignedIn(), signedOut.mayBeSignedIn()]).toEqual([true, true]);
    await Promise.all([signedIn.whenKnown(), signedOut.whenKnown()]);
    expect([signedIn.mayBeSignedIn(), signedOut.mayBeSignedIn()]).toEqual([true, false]);
  });

  it('follows sign-in and sign-out', async () => {
    const { auth, accounts } = createMemoryAuth();
    accounts.set(ann.email, { uid: ann.uid, password: 'secret1' });
    const session = createSessionStore(auth);
    await session.whenKnown();
    await auth.signIn(ann.email, 'secret1');
    expect(session.store.getState().user).toEqual(ann);
    await auth.signOut();
    expect(session.store.getState().user).toBeNull();
  });

  it("records the provider's sign-in answer before its listener reports it", async () => {
    const { auth } = createMemoryAuth();
    const session = createSessionStore({ ...auth, onUserChanged: () => () => undefined });
    const known = session.whenKnown();
    session.signedIn(ann);
    await expect(known).resolves.toEqual(ann);
    expect(session.store.getState()).toEqual({ user: ann, known: true });
  });

  it('stops listening after stop()', async () => {
    const { auth, accounts } = createMemoryAuth();
    accounts.set(ann.email, { uid: ann.uid, password: 'secret1' });
    const session = createSessionStore(auth);
    await session.whenKnown();
    session.stop();
    await auth.signIn(ann.email, 'secret1');
    expect(session.store.getState().user).toBeNull();
  });
});
