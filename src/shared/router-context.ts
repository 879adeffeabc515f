import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../ports/entities';
import type { Ports } from '../../ports/ports';

/** What every route's loader and guard receives (TanStack Router context as dependency injection). */
export interface RouterContext {
  queryClient: QueryClient;
  ports: Ports;
  /** resolves once the auth provider has said who is signed in */
  whenSessionKnown(): Promise<User | null>;
  /** false once the auth provider has said that nobody is signed in; true before it has answered */
  mayBeSignedIn(): boolean;
}
