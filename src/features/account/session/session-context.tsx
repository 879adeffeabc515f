import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ session, children }: { session: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return useStore(session.store, selector);
}

/** The session itself, for the sign-in page that records the provider's answer. */
export function useSessionStore(): SessionStore {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionStore needs a SessionProvider above it');
  return session;
}
