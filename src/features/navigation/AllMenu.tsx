import { lazy, Suspense, useState } from 'react';

const AllMenuDrawer = lazy(() => import('./AllMenuDrawer'));

/**
 * Design decision 6: the secondary menu's 'All' opens a drawer with the categories and account
 * links. The drawer (and its dialog code) loads on first use, not with every page.
 */
export function AllMenu({ triggerClassName }: { triggerClassName: string }) {
  const [wanted, setWanted] = useState(false);
  const plainButton = (
    <button type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => setWanted(true)}>
      <span aria-hidden="true">☰ </span>All
    </button>
  );
  if (!wanted) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <AllMenuDrawer triggerClassName={triggerClassName} />
    </Suspense>
  );
}
