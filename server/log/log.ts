/** Where the server writes what happened; injected so tests can read it. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Standard output and standard error. Lines of information go out together at the end of the
 * event loop's turn: a pipe is written synchronously, and under load a line a write was a few
 * per cent of the server's main thread. An error goes out at once, after the lines before it.
 */
export function createConsoleLogger(): Logger {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending;
    pending = [];
    process.stdout.write(`${lines.join('\n')}\n`);
  };
  process.on('exit', flush);
  return {
    info(message) {
      if (pending.push(message) === 1) setImmediate(flush);
    },
    error(message, error) {
      flush();
      console.error(message, error ?? '');
    },
  };
}

export const consoleLogger: Logger = createConsoleLogger();

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
