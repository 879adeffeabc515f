import freeDelivery from '../../assets/hero/free-delivery.svg?no-inline';
import freshLooks from '../../assets/hero/fresh-looks.svg?no-inline';
import giftsThatSparkle from '../../assets/hero/gifts-that-sparkle.svg?no-inline';
import summerFashion from '../../assets/hero/summer-fashion.svg?no-inline';
import techWeek from '../../assets/hero/tech-week.svg?no-inline';
import type { heroTones } from './hero-banner.css';

// ?no-inline: small SVGs would otherwise be inlined into the home chunk as data URLs.

export interface HeroSlide {
  /** the picture alone: the words are text over it, so that they can be read, zoomed and followed */
  src: string;
  alt: string;
  badge: string;
  headline: string;
  text: string;
  /** the category the slide advertises, if any, and the words of its link */
  link?: { label: string; category: string };
  /** the colours of the words, picked to stand out on the picture */
  tone: keyof typeof heroTones;
}

/**
 * Requirements §2 'Home page': the 5 bundled hero images. Their words must be true of the demo
 * catalogue's products they link to: its deals and its cheapest price (hero-slides.test.ts, ADR-022).
 */
export const heroSlides: readonly HeroSlide[] = [
  {
    src: summerFashion,
    alt: 'A summer dress, a shopping bag and sunglasses under the sun',
    badge: 'Summer sale',
    headline: 'Up to 40% off',
    text: 'Fashion for every sunny day',
    link: { label: 'Shop deals', category: "women's clothing" },
    tone: 'summer',
  },
  {
    src: techWeek,
    alt: 'A laptop and headphones',
    badge: 'Tech week',
    headline: 'Save big on tech',
    text: 'Laptops, audio and storage deals',
    link: { label: 'See the deals', category: 'electronics' },
    tone: 'tech',
  },
  {
    src: giftsThatSparkle,
    alt: 'A ring with a gem and a wrapped gift',
    badge: 'Gift shop',
    headline: 'Gifts that sparkle',
    text: 'Necklaces, rings and bracelets from $19.95',
    link: { label: 'Find a gift', category: 'jewelery' },
    tone: 'gifts',
  },
  {
    src: freshLooks,
    alt: 'A shirt and folded jumpers',
    badge: 'New arrivals',
    headline: 'Fresh looks for him',
    text: 'Shirts, jackets and everyday basics',
    link: { label: 'Shop the edit', category: "men's clothing" },
    tone: 'fresh',
  },
  {
    src: freeDelivery,
    alt: 'A delivery van and a parcel',
    badge: 'Fast & free',
    headline: 'Free delivery on every order',
    text: 'Thousands of products at your door',
    tone: 'delivery',
  },
];
