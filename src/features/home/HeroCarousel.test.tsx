import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Autoplay from 'embla-carousel-autoplay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
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
    await renderApp('/');
    // the engine is a module of its own, built once the shopper reaches for the carousel
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Featured deals' }));
    await waitFor(() =>
      expect(Autoplay).toHaveBeenCalledWith(
        expect.objectContaining({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: true }),
      ),
    );
    // hovering anywhere in the region, the arrows included, counts as hovering the carousel
    const options = vi.mocked(Autoplay).mock.calls[0]![0]!;
    const region = screen.getByRole('region', { name: 'Featured deals' });
    // eslint-disable-next-line testing-library/no-node-access -- the carousel engine is handed its viewport, an element without a role
    const viewport = within(region).getAllByRole('group')[0]!.parentElement!.parentElement!;
    // eslint-disable-next-line testing-library/no-node-access -- the carousel engine is handed its viewport, an element without a role
    expect(options.rootNode?.(viewport)).toBe(region);
  });

  it('builds its engine for the first automatic change, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderApp('/');
      // half an interval: the clock also moves with the real time the page took to render
      await act(() => vi.advanceTimersByTimeAsync(heroAutoplayOptions.delay / 2));
      expect(Autoplay).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(heroAutoplayOptions.delay / 2));
      await waitFor(() => expect(Autoplay).toHaveBeenCalled());
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds no engine for a first change the shopper paused before it came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderApp('/');
      // pressed without a pointer or focus reaching the carousel first: only the pause is under test
      fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      await act(() => vi.advanceTimersByTimeAsync(heroAutoplayOptions.delay * 2));
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      expect(Autoplay).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds no engine while auto-play is off until the shopper reaches for the carousel', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderApp('/');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(heroAutoplayOptions.delay * 2));
      expect(Autoplay).not.toHaveBeenCalled();
      await user.hover(screen.getByRole('region', { name: 'Featured deals' }));
      await waitFor(() => expect(Autoplay).toHaveBeenCalled());
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the shopper switch auto-play off and on', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('does not auto-play when the shopper prefers reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    await renderApp('/');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it("puts each slide's words on the page as text, with a link to the category it advertises", async () => {
    await renderApp('/');
    const region = screen.getByRole('region', { name: 'Featured deals' });
    const slides = within(region).getAllByRole('group');
    const expected = [
      ['Up to 40% off', 'Shop deals', "/category/women's%20clothing"],
      ['Save big on tech', 'See the deals', '/category/electronics'],
      ['Gifts that sparkle', 'Find a gift', '/category/jewelery'],
      ['Fresh looks for him', 'Shop the edit', "/category/men's%20clothing"],
    ] as const;
    expected.forEach(([headline, link, href], index) => {
      const slide = slides[index]!;
      expect(within(slide).getByText(headline)).toBeInTheDocument();
      expect(within(slide).getByRole('link', { name: link })).toHaveAttribute('href', href);
    });
    expect(within(slides[4]!).getByText('Free delivery on every order')).toBeInTheDocument();
    // only the shown slide can be reached by keyboard: the others are inert until shown
    expect(slides[0]).not.toHaveAttribute('inert');
    slides.slice(1).forEach((slide) => expect(slide).toHaveAttribute('inert'));
  });
});
