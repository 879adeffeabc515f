import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useMemo, useRef, useState } from 'react';
import { heroAutoplayOptions, heroCarouselOptions } from './hero-carousel-options';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type Direction = 'previous' | 'next';

function move(embla: EmblaCarouselType, direction: Direction) {
  if (direction === 'previous') embla.scrollPrev();
  else embla.scrollNext();
  // a full interval on the new slide before the next automatic change
  embla.plugins().autoplay?.reset();
}

/**
 * The hero carousel's state (requirements §4 'Carousel'): the selected slide and whether auto-play
 * is on, kept in step with the engine once it has loaded and attached to the viewport.
 */
export function useHeroCarousel() {
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
  // the first automatic change came due before the engine was built
  const firstChangeDue = useRef(false);

  const [selectedIndex, setSelectedIndex] = useState(0);
  const [autoplayOn, setAutoplayOn] = useState(!reducedMotion);
  const autoplayOnRef = useRef(autoplayOn);

  // Building the engine is one of the longest tasks of the home page's start on a slow phone, and
  // the first slide needs none: it is built for the first automatic change, or as soon as the
  // shopper reaches for the carousel (hover, touch, focus, an arrow).
  const [engineWanted, setEngineWanted] = useState(false);
  const wantEngine = () => setEngineWanted(true);
  useEffect(() => {
    if (engineWanted || !autoplayOn) return;
    const firstChange = setTimeout(() => {
      firstChangeDue.current = true;
      setEngineWanted(true);
    }, heroAutoplayOptions.delay);
    return () => clearTimeout(firstChange);
  }, [engineWanted, autoplayOn]);

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
    const moves = earlyMoves.current.splice(0);
    for (const direction of moves) move(embla, direction);
    // the first automatic change, made as the plugin would have: not over a shopper's own move, a
    // pause, a mouse resting on the carousel (its mouseenter came before anyone listened), or a
    // hidden tab
    const region = embla.rootNode().parentElement;
    const stillDue = moves.length === 0 && autoplayOnRef.current && !region?.matches(':hover') && !document.hidden;
    if (firstChangeDue.current && stillDue) move(embla, 'next');
    firstChangeDue.current = false;
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
    if (embla) return move(embla, direction);
    earlyMoves.current.push(direction);
    wantEngine();
  };
  const toggleAutoplay = () => setAutoplayOn((on) => !on);

  return {
    options,
    viewportRef,
    viewport,
    engineWanted,
    wantEngine,
    setEmbla,
    selectedIndex,
    autoplayOn,
    go,
    toggleAutoplay,
  };
}
