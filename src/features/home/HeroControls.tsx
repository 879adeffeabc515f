import type { Direction } from './use-hero-carousel';
import * as css from './hero-controls.css';

interface HeroControlsProps {
  autoplayOn: boolean;
  onMove(direction: Direction): void;
  onToggleAutoplay(): void;
}

/** The carousel's arrows and its pause/play button (requirements §4 'Carousel'). */
export function HeroControls({ autoplayOn, onMove, onToggleAutoplay }: HeroControlsProps) {
  return (
    <>
      <button type="button" className={css.previous} aria-label="Previous slide" onClick={() => onMove('previous')}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={css.next} aria-label="Next slide" onClick={() => onMove('next')}>
        <Chevron direction="right" />
      </button>
      <button
        type="button"
        className={css.toggle}
        aria-label={autoplayOn ? 'Pause slideshow' : 'Play slideshow'}
        onClick={onToggleAutoplay}
      >
        {autoplayOn ? <PauseIcon /> : <PlayIcon />}
      </button>
    </>
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
