// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlStore } from '../store/open-store';
import { createSqlPhotoStore } from './sql-photo-store';
import { sweepUnusedPhotos, UNNAMED_PHOTO_HOURS } from './unused-photos';
import { unusedPhotosScenarios } from '../test-support/unused-photos-scenarios';

unusedPhotosScenarios('an SQL file', async () => openSqlStore(mkdtempSync(join(tmpdir(), 'shop-unused-photos-'))));

describe('the hourly sweep of unused photos', () => {
  afterEach(() => vi.useRealTimers());

  it('removes them an hour after the server starts, says how many, and stops with the server', async () => {
    vi.useFakeTimers();
    const store = openSqlStore(mkdtempSync(join(tmpdir(), 'shop-unused-photos-')));
    const clock = 1_790_000_000;
    const photos = createSqlPhotoStore(store, () => clock - (UNNAMED_PHOTO_HOURS + 1) * 60 * 60);
    await photos.put({ id: 'a'.repeat(64), width: 1, height: 1, renditions: [] });
    const lines: string[] = [];
    const stop = new AbortController();
    sweepUnusedPhotos(store, { info: (line) => lines.push(line), error: () => undefined }, stop.signal, () => clock);
    await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
    expect(await photos.summary('a'.repeat(64))).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60 * 1000);
    await vi.waitFor(() => expect(lines).toEqual(['Removed 1 photo no product or order names']));
    expect(await photos.summary('a'.repeat(64))).toBeNull();
    stop.abort();
    expect(vi.getTimerCount()).toBe(0);
    await store.close();
  });
});
