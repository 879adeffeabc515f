import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoImage } from '../../../ports/photo-names';
import { ProductPicture } from './ProductPicture';

const id = 'c0'.repeat(32);

describe('ProductPicture (ADR-045)', () => {
  it("offers a photo's renditions, AVIF first, for the width it is drawn at", () => {
    const { container } = render(<ProductPicture image={photoImage(id, 2000)} sizes="220px" alt="Red kettle" width={220} />);
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe(
      [220, 440, 500, 1000].map((width) => `/photos/${id}-${width}.avif ${width}w`).join(', '),
    );
    expect(avif?.getAttribute('sizes')).toBe('220px');
    const img = screen.getByRole('img', { name: 'Red kettle' });
    expect(img.getAttribute('src')).toBe(`/photos/${id}-1000.webp`);
    expect(img.getAttribute('srcset')).toBe(
      [220, 440, 500, 1000].map((width) => `/photos/${id}-${width}.webp ${width}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('220px');
  });

  it('draws any other picture as it is', () => {
    const { container } = render(<ProductPicture image="/images/products/3.svg" sizes="220px" alt="Backpack" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Backpack' });
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes')]).toEqual([
      '/images/products/3.svg',
      null,
      null,
    ]);
  });
});
