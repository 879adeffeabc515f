import { useState, type ComponentType } from 'react';
import * as css from './all-menu.css';

type Drawer = ComponentType<{ triggerClassName: string }>;

/**
 * ADR-006: the secondary menu's 'All' opens a drawer with the categories and account
 * links. The drawer (and its dialog code) loads on first use, not with every page.
 */
export function AllMenu() {
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    import('./AllMenuDrawer').then(
      (module) => setDrawer(() => module.default),
      // offline, or an old chunk gone after a redeploy: the page stays; a later press asks again, though
      // a browser may keep the failed download until the page is reloaded
      () => setFailed(true),
    );
  };

  if (Drawer) return <Drawer triggerClassName={css.trigger} />;
  return (
    <>
      <button type="button" className={css.trigger} aria-haspopup="dialog" onClick={load}>
        <span aria-hidden="true">☰ </span>All
      </button>
      {failed && <span role="alert">The menu could not be loaded. Please try again, or reload the page.</span>}
    </>
  );
}
