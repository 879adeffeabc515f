import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleLogger } from './log';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the console logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the lines of one turn of the event loop together, in order', async () => {
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const logger = createConsoleLogger();
    logger.info('first');
    logger.info('second');
    await nextTurn();
    logger.info('third');
    await nextTurn();
    expect(written.mock.calls.map(([text]) => text)).toEqual(['first\nsecond\n', 'third\n']);
  });

  it('writes an error at once, after the lines logged before it', () => {
    const order: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => order.push(`out: ${String(text)}`) > 0);
    vi.spyOn(console, 'error').mockImplementation((message) => void order.push(`error: ${String(message)}`));
    const logger = createConsoleLogger();
    logger.info('payment started');
    logger.error('the store is down', new Error('refused'));
    expect(order).toEqual(['out: payment started\n', 'error: the store is down']);
  });
});
