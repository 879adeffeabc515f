// jsdom lacks the observers and matchMedia that carousels and media-aware components use, and its
// scrollTo only reports 'Not implemented' (the router restores scroll positions with it).
// Each stand-in is installed only when the environment has none, and never reports anything.

class InertObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (typeof window !== 'undefined') {
  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: InertObserver });
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: InertObserver });
  }
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (navigator.userAgent.includes('jsdom')) {
    Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} });
  }
}
