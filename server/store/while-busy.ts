import { setTimeout as sleep } from 'node:timers/promises';

/** SQLite's answer when another connection holds the lock this one needs. */
export const isBusy = (error: unknown): boolean =>
  error instanceof Error && /^SQLITE_BUSY/.test(String((error as { code?: unknown }).code));

interface Patience {
  /** how long to keep trying before the last busy answer is thrown */
  timeoutMs: number;
  /** the pause between tries */
  pauseMs?: number;
  now?: () => number;
  pause?: (ms: number) => Promise<unknown>;
}

/**
 * Runs `work` again while SQLite answers busy, for up to `timeoutMs`. SQLite's busy timeout does not
 * cover every lock: two processes opening one new file both ask for its exclusive lock to turn WAL
 * on, and one of them is told busy at once rather than made to wait (ADR-018).
 */
export async function whileBusy<T>(
  work: () => Promise<T> | T,
  { timeoutMs, pauseMs = 25, now = Date.now, pause = sleep }: Patience,
): Promise<T> {
  const until = now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error) || now() >= until) throw error;
      await pause(pauseMs);
    }
  }
}
