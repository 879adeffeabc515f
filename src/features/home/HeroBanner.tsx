import { Link } from '@tanstack/react-router';
import type { HeroSlide } from './hero-slides';
import * as css from './hero-banner.css';

interface HeroBannerProps {
  slide: HeroSlide;
  index: number;
  count: number;
  shown: boolean;
  /** load the picture with the page rather than when it comes near */
  eager: boolean;
  /** the first banner's picture has loaded */
  onFirstLoaded(): void;
}

/** One slide of the hero carousel: its picture, and its words and link over it. */
export function HeroBanner({ slide, index, count, shown, eager, onFirstLoaded }: HeroBannerProps) {
  return (
    <div
      className={css.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      // only the shown slide's link is in the tab order (and its words in the accessibility tree)
      inert={!shown}
    >
      <img
        className={css.image}
        src={slide.src}
        alt={slide.alt}
        width={1500}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding={index === 0 ? 'sync' : 'async'}
        draggable={false}
        onLoad={index === 0 ? onFirstLoaded : undefined}
      />
      <div className={`${css.copy} ${css.heroTones[slide.tone]}`}>
        <p className={css.badge}>{slide.badge}</p>
        <p className={css.headline}>{slide.headline}</p>
        <p className={css.text}>{slide.text}</p>
        {slide.link && (
          <Link
            to="/category/$categoryName"
            params={{ categoryName: slide.link.category }}
            className={css.action}
            draggable={false}
          >
            {slide.link.label}
            <span aria-hidden="true">&nbsp;›</span>
          </Link>
        )}
      </div>
    </div>
  );
}
