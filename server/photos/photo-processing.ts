import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_BYTES, PHOTO_FORMATS, photoWidthsFor, tooLargeWords, type PhotoFormat } from '../../ports/photo-names';
import type { Photo, PhotoRendition } from '../../ports/photo-store-port';
import { sniffPhotoFormat, type PhotoInputFormat } from './photo-format';

/** ADR-045: the most pixels a photo may have, checked from its header before it is decoded. */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** Why a photo was refused: the status, a code a page acts on, and what the merchant reads. */
export interface PhotoRefusal {
  status: 400 | 413 | 415 | 422;
  code: 'photo_empty' | 'photo_too_large' | 'not_a_photo' | 'photo_too_many_pixels' | 'photo_unreadable';
  message: string;
}

/** 413 past MAX_PHOTO_BYTES, naming the size when it is known (a body refused unread may not say). */
export const tooLargeRefusal = (size: number | null): PhotoRefusal => ({
  status: 413,
  code: 'photo_too_large',
  message: tooLargeWords(size),
});

const ACCEPTED = 'JPEG, PNG, WebP or AVIF';

/** What a file that is not one of the four formats is told, from what its bytes hold. */
function formatRefusal(bytes: Uint8Array): PhotoRefusal | PhotoInputFormat {
  const sniffed = sniffPhotoFormat(bytes);
  if ('photo' in sniffed) return sniffed.photo;
  const refused = (message: string): PhotoRefusal => ({ status: 415, code: 'not_a_photo', message });
  if ('picture' in sniffed) return refused(`Photos must be ${ACCEPTED}: this file is ${sniffed.picture}.`);
  if ('document' in sniffed)
    return refused(
      sniffed.document === 'HTML'
        ? 'This file is not a picture: it holds HTML (a web page), whatever its name says.'
        : `This file is not a picture: it is ${sniffed.document}.`,
    );
  return refused(`This file is not a picture the shop can read: photos must be ${ACCEPTED}.`);
}

const UNREADABLE: PhotoRefusal = {
  status: 422,
  code: 'photo_unreadable',
  message: 'This photo could not be read: the file may be damaged or cut short.',
};

/** sharp names AVIF by its container, HEIF */
const SHARP_FORMAT: Record<PhotoInputFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

/**
 * How every decoding is opened: never past MAX_PHOTO_PIXELS, whatever the header said, failing on a
 * damaged file rather than drawing what it could, and only the first frame of an animation.
 */
const decoding = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', pages: 1 } as const;

/** One width of the photo, upright and in sRGB, as raw pixels: each format is encoded from these, decoded once. */
async function pixelsAt(bytes: Uint8Array, width: number, opaque: boolean) {
  const resized = sharp(bytes, { ...decoding, autoOrient: true }).resize({ width, withoutEnlargement: true });
  // a picture without transparency is encoded without an alpha channel, which would only cost bytes
  return (opaque ? resized.removeAlpha() : resized)
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/**
 * The encoders' settings: sharp's own qualities, which keep a product photo free of visible
 * artefacts. sharp writes no metadata unless asked: no EXIF (GPS included), XMP or ICC profile.
 */
const encode = (pixels: Awaited<ReturnType<typeof pixelsAt>>, format: PhotoFormat) => {
  const { width, height, channels } = pixels.info;
  const picture = sharp(pixels.data, { raw: { width, height, channels } });
  return (format === 'avif' ? picture.avif() : picture.webp()).toBuffer();
};

async function renditionsOf(bytes: Uint8Array, uprightWidth: number, opaque: boolean): Promise<PhotoRendition[]> {
  const renditions: PhotoRendition[] = [];
  for (const width of photoWidthsFor(uprightWidth)) {
    const pixels = await pixelsAt(bytes, width, opaque);
    for (const format of PHOTO_FORMATS) {
      const encoded = await encode(pixels, format);
      renditions.push({ format, width: pixels.info.width, height: pixels.info.height, bytes: new Uint8Array(encoded) });
    }
  }
  return renditions;
}

/** The photo's id: the SHA-256 of the bytes sent, so that the same photo sent twice is one photo. */
export const photoIdOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A photo as the merchant sent it, checked and re-encoded (ADR-045): the format read from its bytes
 * (JPEG, PNG, WebP or AVIF), at most MAX_PHOTO_BYTES and MAX_PHOTO_PIXELS (read from its header
 * before anything is decoded), then turned upright, converted to sRGB and written as AVIF and WebP
 * at the widths the pages draw, none wider than the original, without any metadata. Else the
 * refusal, in words the merchant understands.
 */
export async function processPhoto(bytes: Uint8Array): Promise<{ photo: Photo } | { refused: PhotoRefusal }> {
  if (bytes.length > MAX_PHOTO_BYTES) return { refused: tooLargeRefusal(bytes.length) };
  if (bytes.length === 0)
    return { refused: { status: 400, code: 'photo_empty', message: "The photo is empty: send the picture's bytes." } };
  const format = formatRefusal(bytes);
  if (typeof format !== 'string') return { refused: format };

  let header: Metadata;
  try {
    // the header only: nothing is decoded yet
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: UNREADABLE };
  }
  // a file whose first bytes say one format and whose decoder finds another is not read further
  if (header.format !== SHARP_FORMAT[format] || !header.width || !header.height) return { refused: UNREADABLE };
  if (header.width * header.height > MAX_PHOTO_PIXELS) {
    return {
      refused: {
        status: 422,
        code: 'photo_too_many_pixels',
        message: `This picture is too large to open: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels, and this one is ${header.width} × ${header.height} pixels.`,
      },
    };
  }

  const upright = header.autoOrient ?? { width: header.width, height: header.height };
  try {
    const renditions = await renditionsOf(bytes, upright.width, !header.hasAlpha);
    return { photo: { id: photoIdOf(bytes), width: upright.width, height: upright.height, renditions } };
  } catch {
    // damaged past its header, or more pixels than its header said
    return { refused: UNREADABLE };
  }
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * processPhoto, one photo at a time in this process: encoding takes every core libvips is given,
 * and the shop's pages must keep answering while the merchant uploads.
 */
export function processPhotoInTurn(bytes: Uint8Array): ReturnType<typeof processPhoto> {
  const processed = turn.then(() => processPhoto(bytes));
  turn = processed.catch(() => undefined);
  return processed;
}
