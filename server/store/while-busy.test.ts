// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { whileBusy } from './while-busy';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** A clock that moves only when the work pauses. */
function clockThatMovesOnPause() {
  let time = 0;
  return { now: () => time, pause: async (ms: number) => void (time += ms) };
}

describe('whileBusy', () => {
  it('tries again while SQLite answers busy, and returns what the work returns once it is not', async () => {
    let tries = 0;
    const answer = await whileBusy(
      () => {
        tries += 1;
        if (tries < 3) throw busy();
        return 'migrated';
      },
      { timeoutMs: 1_000, ...clockThatMovesOnPause() },
    );
    expect(answer).toBe('migrated');
    expect(tries).toBe(3);
  });

  it('throws the busy answer once the time allowed is over', async () => {
    let tries = 0;
    const work = () => {
      tries += 1;
      throw busy();
    };
    await expect(whileBusy(work, { timeoutMs: 100, pauseMs: 25, ...clockThatMovesOnPause() })).rejects.toThrow(
      'database is locked',
    );
    expect(tries).toBe(5);
  });

  it('throws any other error at once', async () => {
    let tries = 0;
    const work = () => {
      tries += 1;
      throw new Error('no such table: payments');
    };
    await expect(whileBusy(work, { timeoutMs: 1_000, ...clockThatMovesOnPause() })).rejects.toThrow('no such table');
    expect(tries).toBe(1);
  });
});
