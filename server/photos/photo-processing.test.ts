// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifTags, GPS_TAG, pictureOf, pngBomb, pngWithGps } from '../test-support/photo-files';
import { MAX_PHOTO_BYTES } from '../../ports/photo-names';
import { photoIdOf, processPhoto, processPhotoInTurn } from './photo-processing';

/** The photo, or the test fails with the refusal's message. */
async function accepted(bytes: Uint8Array) {
  const processed = await processPhoto(bytes);
  if ('refused' in processed) throw new Error(`refused: ${processed.refused.message}`);
  return processed.photo;
}

const refusalOf = async (bytes: Uint8Array) => {
  const processed = await processPhoto(bytes);
  return 'refused' in processed ? processed.refused : null;
};

describe('a photo the merchant sends (ADR-045)', () => {
  it('comes back without the GPS position it carried, nor any other metadata, in every rendition', async () => {
    const sent = await pngWithGps();
    const exif = (await sharp(sent).metadata()).exif;
    expect(exif && exifTags(exif)).toContain(GPS_TAG);

    const photo = await accepted(sent);
    expect(photo.renditions.map(({ format, width }) => `${format} ${width}`)).toEqual(['avif 220', 'webp 220']);
    for (const rendition of photo.renditions) {
      const kept = await sharp(rendition.bytes).metadata();
      expect([kept.exif, kept.xmp, kept.iptc, kept.icc, kept.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(Buffer.from(rendition.bytes).includes('The merchant')).toBe(false);
    }
  });

  it('is made in AVIF and WebP at each width the pages draw that the original reaches, none wider', async () => {
    const photo = await accepted(await pictureOf(700, 350).jpeg().toBuffer());
    expect(photo).toMatchObject({ width: 700, height: 350 });
    const made = await Promise.all(
      photo.renditions.map(async (rendition) => {
        const { format, width, height } = await sharp(rendition.bytes).metadata();
        expect({ width, height }).toEqual({ width: rendition.width, height: rendition.height });
        return `${format === 'heif' ? 'avif' : format} ${width}x${height}`;
      }),
    );
    expect(made).toEqual(['avif 220x110', 'webp 220x110', 'avif 440x220', 'webp 440x220', 'avif 500x250', 'webp 500x250']);
  });

  it('makes a photo narrower than every width at its own width alone', async () => {
    const photo = await accepted(await pictureOf(150, 100).png().toBuffer());
    expect(photo.renditions.map(({ width, height }) => [width, height])).toEqual([
      [150, 100],
      [150, 100],
    ]);
  });

  it('turns a photo upright as its EXIF orientation says, and keeps no orientation', async () => {
    // stored 300 wide and 200 high, to be shown turned a quarter clockwise
    const sent = await pictureOf(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await accepted(sent);
    expect(photo).toMatchObject({ width: 200, height: 300 });
    const rendition = await sharp(photo.renditions[0]!.bytes).metadata();
    expect([rendition.width, rendition.height, rendition.orientation]).toEqual([200, 300, undefined]);
  });

  it.each([
    ['JPEG', () => pictureOf(240, 160).jpeg().toBuffer()],
    ['PNG', () => pictureOf(240, 160).png().toBuffer()],
    ['WebP', () => pictureOf(240, 160).webp().toBuffer()],
    ['AVIF', () => pictureOf(240, 160).avif().toBuffer()],
  ])('takes %s', async (_, make) => {
    const photo = await accepted(await make());
    expect(photo.renditions.map(({ format, width }) => `${format} ${width}`)).toEqual(['avif 220', 'webp 220']);
  });

  it('is named by the hash of its bytes: the same bytes twice, the same id', async () => {
    const sent = await pictureOf(240, 160).png().toBuffer();
    const [first, second] = [await accepted(sent), await accepted(Buffer.from(sent))];
    expect(first.id).toMatch(/^[0-9a-f]{64}$/);
    expect(second.id).toBe(first.id);
    expect(first.id).toBe(photoIdOf(sent));
  });

  it('is processed one at a time, each answered with its own', async () => {
    const [small, other] = await Promise.all([pictureOf(240, 160).png().toBuffer(), pictureOf(260, 160).png().toBuffer()]);
    const answers = await Promise.all([
      processPhotoInTurn(small),
      processPhotoInTurn(Buffer.from('<svg/>')),
      processPhotoInTurn(other),
    ]);
    expect(answers.map((answer) => ('photo' in answer ? answer.photo.width : answer.refused.code))).toEqual([
      240,
      'not_a_photo',
      260,
    ]);
  });
});

describe('what is refused, with what the merchant is told', () => {
  it('refuses an SVG', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusalOf(svg)).toEqual({
      status: 415,
      code: 'not_a_photo',
      message: 'Photos must be JPEG, PNG, WebP or AVIF: this file is SVG.',
    });
  });

  it('refuses a web page, whatever the file is named', async () => {
    const page = Buffer.from('\uFEFF  <!DOCTYPE html><html><body><script>document.cookie</script></body></html>');
    expect(await refusalOf(page)).toMatchObject({
      status: 415,
      message: 'This file is not a picture: it holds HTML (a web page), whatever its name says.',
    });
  });

  it.each([
    ['GIF89a', 'Photos must be JPEG, PNG, WebP or AVIF: this file is GIF.'],
    ['%PDF-1.7', 'This file is not a picture: it is a PDF document.'],
    ['plain words', 'This file is not a picture the shop can read: photos must be JPEG, PNG, WebP or AVIF.'],
  ])('refuses a file that starts %j', async (start, message) => {
    expect(await refusalOf(Buffer.from(`${start}${'\0'.repeat(64)}`))).toMatchObject({ status: 415, message });
  });

  it('refuses more than 10 MB before reading it, naming its size', async () => {
    expect(await refusalOf(Buffer.alloc(20 * 1024 * 1024, 0xff))).toEqual({
      status: 413,
      code: 'photo_too_large',
      message: 'A photo may be at most 10 MB: this one is 20.0 MB.',
    });
    expect(MAX_PHOTO_BYTES).toBe(10_485_760);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    expect(await refusalOf(bomb)).toEqual({
      status: 422,
      code: 'photo_too_many_pixels',
      message: 'This picture is too large to open: at most 40 megapixels, and this one is 30000 × 30000 pixels.',
    });
  });

  it('refuses a photo cut short, and one empty', async () => {
    const whole = await pictureOf(400, 300).jpeg().toBuffer();
    expect(await refusalOf(whole.subarray(0, whole.length / 3))).toMatchObject({
      status: 422,
      message: 'This photo could not be read: the file may be damaged or cut short.',
    });
    expect(await refusalOf(Buffer.alloc(0))).toMatchObject({ status: 400, code: 'photo_empty' });
  });
});
