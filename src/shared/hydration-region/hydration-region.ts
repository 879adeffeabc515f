/**
 * On an element whose content React may hydrate after the page's root: the router renders each
 * route's content in Suspense boundaries of its own, and React hydrates those later.
 */
export const hydrationRegionAttribute = 'data-hydration-region';

/** Added to that element once its content has hydrated (or rendered): React handles input there from then on. */
export const hydratedAttribute = 'data-hydrated';
