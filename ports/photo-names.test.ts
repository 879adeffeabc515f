import { describe, expect, it } from 'vitest';
import { PHOTO_CONTENT_TYPES, photoAddress, photoImage, photoSources, photoWidthsFor, readPhotoFileName } from './photo-names';

const id = 'ab'.repeat(32);

describe('the widths a photo is made at (ADR-045)', () => {
  it.each([
    [4000, [220, 440, 500, 1000]],
    [1000, [220, 440, 500, 1000]],
    [700, [220, 440, 500]],
    [220, [220]],
    [150, [150]],
  ])('a photo %i pixels wide: %j, none wider than it', (width, widths) => {
    expect(photoWidthsFor(width)).toEqual(widths);
  });
});

describe("a rendition's file name", () => {
  it('reads back what photoAddress names', () => {
    expect(photoAddress(id, 440, 'avif')).toBe(`/photos/${id}-440.avif`);
    expect(readPhotoFileName(`${id}-440.avif`)).toEqual({ id, width: 440, format: 'avif' });
  });

  it.each([`${id}-440.png`, `${id}-0440.webp`, `${id.toUpperCase()}-440.webp`, `${id}.webp`, `../${id}-440.webp`, ''])(
    'is none for %j',
    (name) => expect(readPhotoFileName(name)).toBeNull(),
  );

  it('is served with the type of its format', () => {
    expect(PHOTO_CONTENT_TYPES).toEqual({ avif: 'image/avif', webp: 'image/webp' });
  });
});

describe("the srcset of a product's image", () => {
  it('lists every rendition of each format from the widest WebP one, which the product holds', () => {
    expect(photoImage(id, 3000)).toBe(`/photos/${id}-1000.webp`);
    expect(photoSources(photoImage(id, 3000))).toEqual({
      avif: `/photos/${id}-220.avif 220w, /photos/${id}-440.avif 440w, /photos/${id}-500.avif 500w, /photos/${id}-1000.avif 1000w`,
      webp: `/photos/${id}-220.webp 220w, /photos/${id}-440.webp 440w, /photos/${id}-500.webp 500w, /photos/${id}-1000.webp 1000w`,
    });
  });

  it('keeps the host of an image on another host', () => {
    expect(photoSources(`https://shop.example${photoImage(id, 150)}`)).toEqual({
      avif: `https://shop.example/photos/${id}-150.avif 150w`,
      webp: `https://shop.example/photos/${id}-150.webp 150w`,
    });
  });

  it.each(['/images/products/3.svg', `/photos/${id}-300.webp`, 'https://cdn.example/p.jpg'])(
    'is none for %s, which is not the widest rendition of a photo',
    (image) => expect(photoSources(image)).toBeNull(),
  );
});
