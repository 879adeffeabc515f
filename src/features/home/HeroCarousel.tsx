import { Link } from '@tanstack/react-router';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { heroCarouselOptions } from './hero-carousel-options';
import { heroSlides, type HeroSlide } from './hero-slides';
import * as css from './hero-carousel.css';

// if the engine cannot be fetched the carousel stays on its first slide, the page works on
const HeroCarouselEngine = lazy(() => import('./HeroCarouselEngine').catch(() => ({ default: () => null })));

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

type Direction = 'previous' | 'next';

function move(embla: EmblaCarouselType, direction: Direction) {
  if (direction === 'previous') embla.scrollPrev();
  else embla.scrollNext();
  // a full interval on the new slide before the next automatic change
  embla.plugins().autoplay?.reset();
}

/** Requirements §2 'Home page': the hero carousel, with no thumbnails and no indicators. */
export function HeroCarousel({ slides = heroSlides }: { slides?: readonly HeroSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const options = useMemo<EmblaOptionsType>(
    () => (reducedMotion ? { ...heroCarouselOptions, duration: 0 } : heroCarouselOptions),
    [reducedMotion],
  );
  // the viewport node, once on the page: the engine attaches to it after hydration (set from an
  // effect, not a ref callback, so that the engine's render is not squeezed into the commit)
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  useEffect(() => setViewport(viewportRef.current), []);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // arrow presses before the engine has loaded, made once it has
  const earlyMoves = useRef<Direction[]>([]);

  // requirements §4 'Carousel': the selected slide and whether auto-play is on
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [autoplayOn, setAutoplayOn] = useState(!reducedMotion);
  const [warm, setWarm] = useState(false);
  const autoplayOnRef = useRef(autoplayOn);

  useEffect(() => {
    if (reducedMotion) setAutoplayOn(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelectedIndex(embla.selectedScrollSnap());
    // leaving the region restarts the plugin; a shopper who paused keeps it paused
    const onPlay = () => {
      if (!autoplayOnRef.current) queueMicrotask(() => embla.plugins().autoplay?.stop());
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay);
    for (const direction of earlyMoves.current.splice(0)) move(embla, direction);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay);
    };
  }, [embla]);

  // the engine the effect below last saw: a new one has just attached
  const attachedEngine = useRef<EmblaCarouselType>(undefined);
  useEffect(() => {
    autoplayOnRef.current = autoplayOn;
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay) return;
    const justAttached = attachedEngine.current !== embla;
    attachedEngine.current = embla;
    if (autoplayOn) autoplay.play();
    else autoplay.stop();
    // the engine loads after the page: a mouse already resting on the carousel sent its mouseenter
    // before anyone listened, so the plugin hears it now (and pauses until the mouse leaves)
    const region = embla.rootNode().parentElement;
    if (justAttached && region?.matches(':hover')) region.dispatchEvent(new MouseEvent('mouseenter'));
  }, [embla, autoplayOn]);

  const go = (direction: Direction) => {
    if (embla) move(embla, direction);
    else earlyMoves.current.push(direction);
  };

  const count = slides.length;
  // the first banner loads at once; once it has, the neighbours of the shown slide load ahead of time
  const isNear = (index: number) =>
    index === selectedIndex || index === (selectedIndex + 1) % count || index === (selectedIndex - 1 + count) % count;

  return (
    <section className={css.region} aria-roledescription="carousel" aria-label="Featured deals">
      <button type="button" className={css.previous} aria-label="Previous slide" onClick={() => go('previous')}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={css.next} aria-label="Next slide" onClick={() => go('next')}>
        <Chevron direction="right" />
      </button>
      <button
        type="button"
        className={css.toggle}
        aria-label={autoplayOn ? 'Pause slideshow' : 'Play slideshow'}
        onClick={() => setAutoplayOn((on) => !on)}
      >
        {autoplayOn ? <PauseIcon /> : <PlayIcon />}
      </button>
      {viewport && (
        <Suspense>
          <HeroCarouselEngine viewport={viewport} options={options} onReady={setEmbla} />
        </Suspense>
      )}
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.container} aria-live={autoplayOn ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              // only the shown slide's link is in the tab order (and its words in the accessibility tree)
              inert={index !== selectedIndex}
            >
              <img
                className={css.image}
                src={slide.src}
                alt={slide.alt}
                width={1500}
                height={600}
                loading={index === 0 || (warm && isNear(index)) ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                draggable={false}
                onLoad={index === 0 ? () => setWarm(true) : undefined}
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
          ))}
        </div>
      </div>
      <div className={css.fade} />
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className={css.arrowIcon} viewBox="0 0 28 48" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M22 4 4 24l18 20' : 'M6 4l18 20L6 44'}
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 1v10l8-5z" fill="currentColor" />
    </svg>
  );
}
