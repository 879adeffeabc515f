import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { BackOfficePort, BackOfficeVisitor } from '../../../ports/back-office-port';

type Staff = Extract<BackOfficeVisitor, { kind: 'staff' }>['user'];

/** The back office's port and the person of the staff using it, once both are known. */
export const BackOfficeContext = createContext<{ port: BackOfficePort; staff: Staff } | null>(null);

export function useBackOffice() {
  const known = useContext(BackOfficeContext);
  if (!known) throw new Error('useBackOffice needs the back office around it');
  return known;
}

/** The react-query keys of the back office's reads: every write refreshes what it changed. */
export const sellKeys = {
  /** the port's code, loaded once: not among what a write refreshes */
  port: ['sell-code'] as const,
  all: ['sell'] as const,
  visitor: ['sell', 'visitor'] as const,
  products: ['sell', 'products'] as const,
  categories: ['sell', 'categories'] as const,
  stock: ['sell', 'stock'] as const,
  orders: ['sell', 'orders'] as const,
  staff: ['sell', 'staff'] as const,
  activity: ['sell', 'activity'] as const,
};

/**
 * After a change of the catalogue: the back office reads afresh, and the shop's own pages read the
 * catalogue again when next shown, so the merchant who goes to look sees the change in this tab too.
 */
export const refreshAfterCatalogueChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sellKeys.port[0] });
