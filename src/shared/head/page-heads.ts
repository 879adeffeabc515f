import type { heads } from './page-head';

type Heads = typeof heads;

/**
 * A route's head, built by page-head.ts once it has loaded: route definitions are in the first
 * download, their heads' texts and builders need not be (TanStack Router awaits a head).
 */
export const pageHeadOf =
  <K extends keyof Heads>(page: K, ...args: Parameters<Heads[K]>) =>
  async (): Promise<ReturnType<Heads[K]>> => {
    const { heads } = await import('./page-head');
    return (heads[page] as (...input: Parameters<Heads[K]>) => ReturnType<Heads[K]>)(...args);
  };
