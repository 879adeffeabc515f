import { describe, expect, it } from 'vitest';
import type { Photo, PhotoStorePort } from '../../ports/photo-store-port';

const idOf = (digit: string) => digit.repeat(64);

/** bytes of every value, a zero and 0xFF among them: what a text column would mangle */
const bytesOf = (length: number, seed: number) => Uint8Array.from({ length }, (_, at) => (at * 31 + seed) % 256);

const photo = (id: string, seed = 1): Photo => ({
  id,
  width: 1200,
  height: 900,
  renditions: [
    { format: 'avif', width: 220, height: 165, bytes: bytesOf(700, seed) },
    { format: 'webp', width: 220, height: 165, bytes: bytesOf(900, seed + 1) },
    { format: 'avif', width: 1000, height: 750, bytes: bytesOf(300_000, seed + 2) },
    { format: 'webp', width: 1000, height: 750, bytes: bytesOf(400_000, seed + 3) },
  ],
});

/** What every PhotoStorePort promises: the memory double, the SQL file and PostgreSQL. */
export function photoStoreContract(name: string, open: () => Promise<{ photos: PhotoStorePort; close(): Promise<void> }>) {
  describe(`PhotoStorePort contract: ${name}`, () => {
    const withPhotos = async (test: (photos: PhotoStorePort) => Promise<void>) => {
      const { photos, close } = await open();
      try {
        await test(photos);
      } finally {
        await close();
      }
    };

    it('gives back each rendition byte for byte, and the photo without its bytes', () =>
      withPhotos(async (photos) => {
        const kept = photo(idOf('a'));
        expect(await photos.put(kept)).toBe(true);
        for (const rendition of kept.renditions) {
          const bytes = await photos.rendition(kept.id, rendition.width, rendition.format);
          expect(bytes && Buffer.from(bytes).equals(Buffer.from(rendition.bytes))).toBe(true);
        }
        const summary = await photos.summary(kept.id);
        expect(summary).toEqual({
          id: kept.id,
          width: 1200,
          height: 900,
          renditions: expect.arrayContaining(kept.renditions.map(({ format, width, height }) => ({ format, width, height }))),
        });
        expect(summary!.renditions).toHaveLength(4);
      }));

    it('keeps the first photo under an id: a second put of that id answers false and changes nothing', () =>
      withPhotos(async (photos) => {
        const id = idOf('b');
        await photos.put(photo(id, 1));
        expect(await photos.put(photo(id, 99))).toBe(false);
        const bytes = await photos.rendition(id, 220, 'webp');
        expect(Buffer.from(bytes!).equals(Buffer.from(bytesOf(900, 2)))).toBe(true);
      }));

    it('answers null for an id, a width or a format it does not keep', () =>
      withPhotos(async (photos) => {
        await photos.put(photo(idOf('c')));
        expect(await photos.summary(idOf('d'))).toBeNull();
        expect(await photos.rendition(idOf('d'), 220, 'avif')).toBeNull();
        expect(await photos.rendition(idOf('c'), 440, 'avif')).toBeNull();
        expect(await photos.rendition(idOf('c'), 500, 'webp')).toBeNull();
      }));

    it('keeps nothing of a photo it cannot keep whole (two renditions of one format and width)', () =>
      withPhotos(async (photos) => {
        const twice = photo(idOf('e'));
        twice.renditions.push({ ...twice.renditions[0]! });
        await expect(photos.put(twice)).rejects.toThrow();
        expect(await photos.summary(idOf('e'))).toBeNull();
        expect(await photos.rendition(idOf('e'), 220, 'avif')).toBeNull();
        // and the id is free for the photo whole
        expect(await photos.put(photo(idOf('e')))).toBe(true);
      }));

    it('keeps one photo when the same one is put twice at once', () =>
      withPhotos(async (photos) => {
        const answers = await Promise.all([photos.put(photo(idOf('f'))), photos.put(photo(idOf('f')))]);
        expect(answers.sort()).toEqual([false, true]);
        expect((await photos.summary(idOf('f')))!.renditions).toHaveLength(4);
      }));

    it('keeps what was put, whatever the caller does with its bytes afterwards', () =>
      withPhotos(async (photos) => {
        const kept = photo(idOf('1'));
        await photos.put(kept);
        kept.renditions[0]!.bytes.fill(0);
        const bytes = await photos.rendition(kept.id, 220, 'avif');
        expect(Buffer.from(bytes!).equals(Buffer.from(bytesOf(700, 1)))).toBe(true);
      }));
  });
}
