// Failure and delay switches shared by the in-memory doubles.

export interface Switches {
  /** when set, the next calls reject with this error (until cleared) */
  failWith: Error | null;
  /** milliseconds every async call waits before answering */
  delayMs: number;
  /** when set, every async call waits for it before answering: a test sees the wait, however slow the machine */
  holdUntil?: Promise<void>;
}

export function createSwitches(): Switches {
  return { failWith: null, delayMs: 0 };
}

/** Waits the configured delay, then throws the configured failure if any. */
export async function passSwitches(switches: Switches): Promise<void> {
  if (switches.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, switches.delayMs));
  await switches.holdUntil;
  if (switches.failWith) throw switches.failWith;
}
