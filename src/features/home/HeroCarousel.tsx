import { lazy, Suspense, useEffect, useState } from 'react';
import { HeroBanner } from './HeroBanner';
import { HeroControls } from './HeroControls';
import { heroSlides, type HeroSlide } from './hero-slides';
import { useHeroCarousel } from './use-hero-carousel';
import * as css from './hero-carousel.css';

// if the engine cannot be fetched the carousel stays on its first slide, the page works on
const loadEngine = () => import('./HeroCarouselEngine').catch(() => ({ default: () => null }));
const HeroCarouselEngine = lazy(loadEngine);

/** Requirements §2 'Home page': the hero carousel, with no thumbnails and no indicators. */
export function HeroCarousel({ slides = heroSlides }: { slides?: readonly HeroSlide[] }) {
  const { options, viewportRef, viewport, engineWanted, wantEngine, setEmbla, selectedIndex, autoplayOn, go, toggleAutoplay } =
    useHeroCarousel();
  const [warm, setWarm] = useState(false);
  // the engine's code is fetched with the page, so that it is built at once when wanted
  useEffect(() => void loadEngine(), []);

  const count = slides.length;
  // the first banner loads at once; once it has, the neighbours of the shown slide load ahead of time
  const isNear = (index: number) =>
    index === selectedIndex || index === (selectedIndex + 1) % count || index === (selectedIndex - 1 + count) % count;

  return (
    <section
      className={css.region}
      aria-roledescription="carousel"
      aria-label="Featured deals"
      onPointerEnter={wantEngine}
      onPointerDown={wantEngine}
      onFocus={wantEngine}
    >
      <HeroControls autoplayOn={autoplayOn} onMove={go} onToggleAutoplay={toggleAutoplay} />
      {viewport && engineWanted && (
        <Suspense>
          <HeroCarouselEngine viewport={viewport} options={options} onReady={setEmbla} />
        </Suspense>
      )}
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.container} aria-live={autoplayOn ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <HeroBanner
              key={slide.src}
              slide={slide}
              index={index}
              count={count}
              shown={index === selectedIndex}
              eager={index === 0 || (warm && isNear(index))}
              onFirstLoaded={() => setWarm(true)}
            />
          ))}
        </div>
      </div>
      <div className={css.fade} />
    </section>
  );
}
