/**
 * How a product photo is named and which renditions it has (ADR-045), shared by the server, which
 * makes and serves them, and the pages, which draw them with `srcset`: plain functions, so that the
 * browser imports them cheaply.
 */

/**
 * The widths the pages draw a photo at, in pixels: a product card's 220 px picture and the product
 * page's 500 px one, each also at twice that for screens of two device pixels a CSS pixel.
 */
export const PHOTO_WIDTHS = [220, 440, 500, 1000] as const;

/** Every rendition is made in both: AVIF, the smaller, and WebP for the browsers without AVIF. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Where the shop serves its photos' renditions. */
export const PHOTO_PATH = '/photos';

/**
 * The widths a photo `originalWidth` pixels wide is made at: those of PHOTO_WIDTHS it reaches (never
 * wider than the original), or its own width alone when it is narrower than them all. The largest
 * of them gives the others back (photoSources), so one address names the whole set.
 */
export function photoWidthsFor(originalWidth: number): number[] {
  const reached = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return reached.length > 0 ? reached : [originalWidth];
}

/** A rendition's file name: the photo's id (the hash of the uploaded bytes), its width, its format. */
export const photoFileName = (id: string, width: number, format: PhotoFormat) => `${id}-${width}.${format}`;

/** A rendition's address on the shop. */
export const photoAddress = (id: string, width: number, format: PhotoFormat) =>
  `${PHOTO_PATH}/${photoFileName(id, width, format)}`;

/** an id is a SHA-256 in hex; a width a whole number of pixels, without a leading zero */
const FILE_NAME = /^([0-9a-f]{64})-([1-9]\d{0,4})\.(avif|webp)$/;

/** The rendition a file name names, or null when it is not one. */
export function readPhotoFileName(name: string): { id: string; width: number; format: PhotoFormat } | null {
  const match = FILE_NAME.exec(name);
  return match ? { id: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat } : null;
}

/** The address a product's `image` holds for a photo: its widest WebP rendition, which every browser draws. */
export const photoImage = (id: string, originalWidth: number) =>
  photoAddress(id, Math.max(...photoWidthsFor(originalWidth)), 'webp');

/**
 * The `srcset` of each format for a product's `image`, when it is a photo's address (photoImage, on
 * this shop or another host); null for any other picture, which the pages draw as they always did.
 */
export function photoSources(image: string): Record<PhotoFormat, string> | null {
  const named = /^(.*\/photos\/[0-9a-f]{64}-)([1-9]\d{0,4})\.(avif|webp)$/.exec(image);
  const widths = named ? photoWidthsFor(Number(named[2])) : [];
  // a width the set does not end at is not an address photoImage gives
  if (!named || widths.at(-1) !== Number(named[2])) return null;
  const srcset = (format: PhotoFormat) => widths.map((width) => `${named[1]}${width}.${format} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

/** ADR-045: the largest photo the back office takes, 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** What a photo past MAX_PHOTO_BYTES is told, naming its size when it is known (a body refused unread may not say). */
export const tooLargeWords = (size: number | null) =>
  `A photo may be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB: this one is ${size === null ? 'larger' : `${(size / (1024 * 1024)).toFixed(1)} MB`}.`;
