declare module '@tanstack/react-router' {
  interface HistoryState {
    /** the payment last started on this page visit (ADR-019): reopened or reloaded, the page asks for its order */
    checkoutIntent?: string;
  }
}

/**
 * Keeps the payment's id in this history entry, which outlives a reload and comes back with the
 * Back button, without a navigation: the router reads it at the next load of the entry, and the
 * checkout under way is left as it is.
 */
export function rememberCheckoutIntent(intentId: string) {
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(typeof state === 'object' ? state : {}), checkoutIntent: intentId }, '');
}
