import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React hydrates pre-rendered HTML (and while rendering it at build time), false in
 * every other render. What the pre-rendered page cannot know (the address's search parameters, what
 * this browser stored) is shown from the render right after hydration, so the two never disagree.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
