import type { ImgHTMLAttributes } from 'react';
import { photoSources } from '../../../ports/photo-names';
import * as css from './product-picture.css';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * A product's picture. A merchant's photo (ADR-045) offers the browser every rendition, AVIF first,
 * to choose by the width it is drawn at (`sizes`) and the screen's density; any other picture (the
 * built-in catalog's drawings) is drawn as it is.
 */
export function ProductPicture({ image, sizes, ...props }: ImageProps & { image: string; sizes: string }) {
  const sources = photoSources(image);
  // the alt text comes with the props
  // eslint-disable-next-line jsx-a11y/alt-text
  if (!sources) return <img src={image} {...props} />;
  return (
    <picture className={css.picture}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text */}
      <img src={image} srcSet={sources.webp} sizes={sizes} {...props} />
    </picture>
  );
}
