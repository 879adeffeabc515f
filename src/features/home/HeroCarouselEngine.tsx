import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';
import { heroAutoplayOptions } from './hero-carousel-options';

interface HeroCarouselEngineProps {
  /** the carousel's viewport, already on the page (pre-rendered or rendered) */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  onReady: (embla: EmblaCarouselType | undefined) => void;
}

/**
 * Embla with its autoplay plugin, attached to the viewport HeroCarousel renders. A module of its
 * own, loaded after the page is up: the first slide needs no engine to be seen. Renders nothing.
 */
export default function HeroCarouselEngine({ viewport, options, onReady }: HeroCarouselEngineProps) {
  // Hovering anywhere in the region (arrows included) pauses; play is driven by HeroCarousel's state.
  const plugins = useMemo(
    () => [Autoplay({ ...heroAutoplayOptions, playOnInit: false, rootNode: (root) => root.parentElement })],
    [],
  );
  const [attach, embla] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);

  return null;
}
