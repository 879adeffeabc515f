/**
 * Runs `round` every `everyMs` until `until` aborts, the first one `everyMs` after the call. A round
 * that throws is handed to `failed` and the next comes as planned. The timers are unref'd: a server
 * otherwise done does not stay up for them.
 */
export function repeatEvery(everyMs: number, until: AbortSignal, round: () => Promise<void>, failed: (error: unknown) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!until.aborted) timer = setTimeout(run, everyMs).unref();
  };
  const run = async () => {
    try {
      await round();
    } catch (error) {
      failed(error);
    }
    schedule();
  };
  until.addEventListener('abort', () => clearTimeout(timer), { once: true });
  schedule();
}
