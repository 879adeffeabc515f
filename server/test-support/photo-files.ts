import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Pictures for the photo tests, made here rather than kept as files: each says what it is for. */

/** A picture `width` × `height` with some detail, so that encoders have something to keep. */
export const pictureOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).composite([
    {
      input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3, background: '#2a6' } },
      top: 0,
      left: 0,
    },
  ]);

/** A PNG carrying EXIF with a GPS position (London), as a phone would write it. */
export const pngWithGps = (width = 300, height = 200) =>
  pictureOf(width, height)
    .png()
    .withExif({
      IFD0: { Make: 'Phone', Copyright: 'The merchant' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `width` × `height`
 * grey pixels (900 megapixels by default, 900 MB once decoded), with the first rows of zeros.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, not interlaced
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The tags of an EXIF block's first directory (IFD0): 0x8825 points to the GPS position. */
export function exifTags(exif: Buffer): number[] {
  // "Exif\0\0", then a TIFF header: byte order, 42, the first directory's offset
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  return Array.from({ length: u16(directory) }, (_, entry) => u16(directory + 2 + entry * 12));
}

export const GPS_TAG = 0x8825;
