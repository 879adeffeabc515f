import type { EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

/**
 * Requirements §2/9: loops, 500 ms transition. Embla's `duration` is not in milliseconds but a physics
 * factor stepped at 60 fps; 20 brings a slide 99.5 % of the way in about 530 ms (default 25: ~800 ms).
 */
export const heroCarouselOptions = { loop: true, duration: 20 } satisfies EmblaOptionsType;

/** Requirements §2/9: a new slide every 3000 ms, keeps playing after a swipe or click, pauses while the mouse is over it. */
export const heroAutoplayOptions = {
  delay: 3000,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
} satisfies AutoplayOptionsType;
