import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../../ports/auth-port';
import type { User } from '../../ports/entities';
import { signedInAs } from './cloud-ports';

const ann: User = { uid: 'uid-ann', email: 'ann@example.com' };
const bob: User = { uid: 'uid-bob', email: 'bob@example.com' };

/** An AuthPort whose reports the test makes, counting who listens; `first` is told at once. */
function authDouble(first?: User | null) {
  const listeners = new Set<(user: User | null) => void>();
  const auth = {
    onUserChanged: vi.fn((listener: (user: User | null) => void) => {
      listeners.add(listener);
      if (first !== undefined) listener(first);
      return () => void listeners.delete(listener);
    }),
  } as unknown as AuthPort;
  return { auth, listeners, report: (user: User | null) => [...listeners].forEach((listener) => listener(user)) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("signedInAs: the live orders wait for the Auth SDK's session", () => {
  it('waits through nobody and another shopper, resolves for the shopper, and stops listening', async () => {
    const { auth, listeners, report } = authDouble();
    const resolved = vi.fn();
    void signedInAs(auth, ann.uid, new AbortController().signal).then(resolved);
    report(null);
    report(bob);
    await flush();
    expect(resolved).not.toHaveBeenCalled();
    report(ann);
    await vi.waitFor(() => expect(resolved).toHaveBeenCalledTimes(1));
    expect(listeners.size).toBe(0);
  });

  it('resolves at once for a session already held, and stops listening once', async () => {
    const { auth, listeners } = authDouble(ann);
    await signedInAs(auth, ann.uid, new AbortController().signal);
    await flush();
    expect(listeners.size).toBe(0);
  });

  it('stops listening when the watcher stops, without resolving', async () => {
    const { auth, listeners, report } = authDouble(null);
    const cancelled = new AbortController();
    const resolved = vi.fn();
    void signedInAs(auth, ann.uid, cancelled.signal).then(resolved);
    expect(listeners.size).toBe(1);
    cancelled.abort();
    report(ann);
    await flush();
    expect(listeners.size).toBe(0);
    expect(resolved).not.toHaveBeenCalled();
  });
});
