import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { photoImage } from '../../../ports/photo-names';
import { ProductPicture } from './ProductPicture';

const id = 'c0'.repeat(32);
const srcset = (format: string) => [220, 440, 500, 1000].map((width) => `/photos/${id}-${width}.${format} ${width}w`).join(', ');

// the markup as the pre-rendered pages hold it: the browser chooses among the sources before any script runs
describe('ProductPicture (ADR-045)', () => {
  it("offers a photo's renditions, AVIF first, for the width it is drawn at", () => {
    const markup = renderToStaticMarkup(
      <ProductPicture image={photoImage(id, 2000)} sizes="220px" alt="Red kettle" width={220} />,
    );
    expect(markup).toMatch(/^<picture class="[^"]+">/);
    expect(markup).toContain(`<source type="image/avif" srcSet="${srcset('avif')}" sizes="220px"/>`);
    expect(markup).toContain(
      `<img src="/photos/${id}-1000.webp" srcSet="${srcset('webp')}" sizes="220px" alt="Red kettle" width="220"/></picture>`,
    );
  });

  it('draws any other picture as it is', () => {
    const markup = renderToStaticMarkup(<ProductPicture image="/images/products/3.svg" sizes="220px" alt="Backpack" />);
    expect(markup).toContain('<img src="/images/products/3.svg" alt="Backpack"/>');
    expect(markup).not.toMatch(/<picture|srcSet|sizes/);
  });
});
