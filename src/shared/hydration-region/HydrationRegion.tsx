import { useEffect, useRef, type ReactNode } from 'react';
import { hydratedAttribute, hydrationRegionAttribute } from './hydration-region';

/**
 * Wraps a route's content and says when React has hydrated it: an effect runs only once the
 * Suspense boundary it sits in has hydrated, so this one marks the region then (ADR-014). Input
 * held before the app started waits for that mark (src/startup/early-input.ts).
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.setAttribute(hydratedAttribute, '');
  }, []);
  return (
    <div ref={region} {...{ [hydrationRegionAttribute]: '' }}>
      {children}
    </div>
  );
}
