import type { PhotoFormat } from './photo-names';

/** One rendition of a photo: a format at a width, re-encoded from the upload (ADR-045). */
export interface PhotoRendition {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** A photo as it is kept: its id, the hash of the bytes uploaded, its size once upright, and its renditions. */
export interface Photo {
  id: string;
  width: number;
  height: number;
  renditions: PhotoRendition[];
}

/** A kept photo without its bytes: what an upload of the same photo again is answered with. */
export interface PhotoSummary extends Omit<Photo, 'renditions'> {
  renditions: Array<Omit<PhotoRendition, 'bytes'>>;
}

/**
 * The product photos, kept where every instance of the server reads them (the store). A photo is
 * named by its content, so it never changes: a second photo under a kept id is the same photo.
 */
export interface PhotoStorePort {
  /**
   * Keeps the photo with all its renditions, or nothing of it if it fails. Answers true, or false
   * when a photo was already kept under its id: that one stays as it was.
   */
  put(photo: Photo): Promise<boolean>;
  /** The photo kept under `id`, without the bytes, or null. */
  summary(id: string): Promise<PhotoSummary | null>;
  /** The bytes of one rendition, or null when none is kept under that id, width and format. */
  rendition(id: string, width: number, format: PhotoFormat): Promise<Uint8Array | null>;
}
