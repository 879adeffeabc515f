import { useState } from 'react';

/**
 * A write the back office sends: pending while it runs, its error kept until the next try, and
 * `onSuccess` awaited before it counts as done. The query cache's own mutations would put their
 * code in the framework's chunk, which every shopper's page loads (ADR-048).
 */
export function useAction<A, R>({
  mutationFn,
  onSuccess,
}: {
  mutationFn: (args: A) => Promise<R>;
  onSuccess?: (result: R, args: A) => unknown;
}) {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const mutate = (args: A) => {
    setState({ isPending: true, error: null });
    void (async () => {
      try {
        const result = await mutationFn(args);
        await onSuccess?.(result, args);
        setState({ isPending: false, error: null });
      } catch (error) {
        setState({ isPending: false, error: error instanceof Error ? error : new Error(String(error)) });
      }
    })();
  };
  return { ...state, mutate };
}
