import type { Photo, PhotoStorePort } from '../ports/photo-store-port';

/** The product photos in memory, the double of tests, with a switch that makes the next put fail. */
export function createMemoryPhotoStore(): PhotoStorePort & { failNextPut(error: Error): void; count(): number } {
  const photos = new Map<string, Photo>();
  let failing: Error | null = null;
  // copies in and out: a caller changing its bytes afterwards changes nothing kept
  const copyOf = (photo: Photo): Photo => ({
    ...photo,
    renditions: photo.renditions.map((rendition) => ({ ...rendition, bytes: Uint8Array.from(rendition.bytes) })),
  });
  return {
    async put(photo) {
      if (failing) {
        const error = failing;
        failing = null;
        throw error;
      }
      if (photos.has(photo.id)) return false;
      // as a store's key would: one rendition of a format at a width
      const kinds = new Set(photo.renditions.map(({ format, width }) => `${format}-${width}`));
      if (kinds.size !== photo.renditions.length)
        throw new Error(`Photo ${photo.id} has two renditions of one format and width.`);
      photos.set(photo.id, copyOf(photo));
      return true;
    },
    async summary(id) {
      const photo = photos.get(id);
      if (!photo) return null;
      const renditions = photo.renditions.map(({ format, width, height }) => ({ format, width, height }));
      return { id: photo.id, width: photo.width, height: photo.height, renditions };
    },
    async rendition(id, width, format) {
      const found = photos.get(id)?.renditions.find((rendition) => rendition.width === width && rendition.format === format);
      return found ? Uint8Array.from(found.bytes) : null;
    },
    failNextPut(error) {
      failing = error;
    },
    /** how many photos are kept, for a test that checks a refused upload kept nothing */
    count: () => photos.size,
  };
}
