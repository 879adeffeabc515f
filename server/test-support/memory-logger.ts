import type { Logger } from '../log/log';

/** A logger that keeps every line, errors included, so a test can read what was logged. */
export function createMemoryLogger() {
  const lines: string[] = [];
  const text = (value: unknown) =>
    value instanceof Error ? `${value.message}\n${value.stack ?? ''}` : typeof value === 'string' ? value : JSON.stringify(value);
  const logger: Logger = {
    info: (message) => lines.push(message),
    error: (message, error) => lines.push(`${message} ${error === undefined ? '' : text(error)}`),
  };
  return { logger, lines, all: () => lines.join('\n') };
}
