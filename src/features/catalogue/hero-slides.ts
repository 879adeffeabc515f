import freeDelivery from '../../assets/hero/free-delivery.svg?no-inline';
import freshLooks from '../../assets/hero/fresh-looks.svg?no-inline';
import giftsThatSparkle from '../../assets/hero/gifts-that-sparkle.svg?no-inline';
import summerFashion from '../../assets/hero/summer-fashion.svg?no-inline';
import techWeek from '../../assets/hero/tech-week.svg?no-inline';

// ?no-inline: small SVGs would otherwise be inlined into the home chunk as data URLs.

export interface HeroSlide {
  src: string;
  alt: string;
}

/** Requirements §2 'Home page': the 5 bundled hero images. */
export const heroSlides: readonly HeroSlide[] = [
  { src: summerFashion, alt: 'Summer sale: up to 40% off fashion for every sunny day' },
  { src: techWeek, alt: 'Tech week: save big on laptops, audio and storage' },
  { src: giftsThatSparkle, alt: 'Gift shop: gifts that sparkle, rings and bracelets from $9.99' },
  { src: freshLooks, alt: 'New arrivals: fresh looks for him, shirts, jackets and everyday basics' },
  { src: freeDelivery, alt: 'Free delivery on your first order' },
];
