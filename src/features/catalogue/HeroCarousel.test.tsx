import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Autoplay from 'embla-carousel-autoplay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from './HeroCarousel';
import { heroAutoplayOptions, heroCarouselOptions } from './hero-carousel-options';

vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(actual.default) };
});

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.mocked(Autoplay).mockClear();
});

describe('hero carousel', () => {
  it('loops with a ~500 ms transition (embla duration 20)', () => {
    expect(heroCarouselOptions).toEqual({ loop: true, duration: 20 });
  });

  it('auto-plays every 3000 ms, keeps playing after interaction and pauses while hovered', async () => {
    expect(heroAutoplayOptions).toEqual({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: true });
    render(<HeroCarousel />);
    // the engine is a module of its own, loaded once the carousel is on the page
    await waitFor(() =>
      expect(Autoplay).toHaveBeenCalledWith(
        expect.objectContaining({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: true }),
      ),
    );
    // hovering anywhere in the region, the arrows included, counts as hovering the carousel
    const options = vi.mocked(Autoplay).mock.calls[0]![0]!;
    const region = screen.getByRole('region', { name: 'Featured deals' });
    // eslint-disable-next-line testing-library/no-node-access -- the carousel engine is handed its viewport, an element without a role
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    // eslint-disable-next-line testing-library/no-node-access -- the carousel engine is handed its viewport, an element without a role
    expect(options.rootNode?.(viewport)).toBe(region);
  });

  it('lets the shopper switch auto-play off and on', async () => {
    const user = userEvent.setup();
    render(<HeroCarousel />);
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('does not auto-play when the shopper prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    render(<HeroCarousel />);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
