import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { below, from } from '../../shared/theme/breakpoints';

const wide = from('tablet');

export const slide = style({ position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', objectPosition: '20% 50%' });

// The colours of a slide's words, chosen against its picture.
const ink = createVar();

const badgeInk = createVar();

const badgeBackground = createVar();

const actionInk = createVar();

const actionBackground = createVar();

const tone = (colours: [string, string, string, string, string]) => ({
  vars: {
    [ink]: colours[0],
    [badgeInk]: colours[1],
    [badgeBackground]: colours[2],
    [actionInk]: colours[3],
    [actionBackground]: colours[4],
  },
});

export const heroTones = styleVariants({
  summer: tone(['#2b1a12', '#ffe07a', '#2b1a12', '#2b1a12', '#ffffff']),
  tech: tone(['#ffffff', '#0f2027', '#5ee7df', '#0f1111', '#ffd814']),
  gifts: tone(['#ffffff', '#3a1c71', '#ffe29a', '#3a1c71', '#ffffff']),
  fresh: tone(['#ffffff', '#134e5e', '#ffffff', '#0f1111', '#ffd814']),
  delivery: tone(['#232f3e', '#ffe259', '#232f3e', '#232f3e', '#ffffff']),
});

// The words sit where the picture leaves room (its left half), clear of the arrows and the pause
// button, and above the part the category cards cover.
export const copy = style({
  position: 'absolute',
  top: '12px',
  left: '44px',
  right: '44px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '6px',
  color: ink,
  // a swipe that starts on the words still moves the carousel; the link takes its own taps
  pointerEvents: 'none',
  '@media': { [wide]: { top: '11%', left: '22%', right: '34%', gap: '8px' } },
});

export const badge = style({
  margin: 0,
  padding: '1px 10px',
  borderRadius: '999px',
  background: badgeBackground,
  color: badgeInk,
  fontSize: '14px',
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  '@media': { [wide]: { fontSize: 'clamp(14px, 1.3vw, 20px)' } },
});

export const headline = style({
  margin: 0,
  fontSize: '20px',
  fontWeight: 700,
  lineHeight: 1.15,
  '@media': { [wide]: { fontSize: 'clamp(24px, 4vw, 60px)' } },
});

// on narrow screens the headline and the link say enough; the line under them would reach the cards
export const text = style({
  margin: 0,
  fontSize: 'clamp(14px, 2vw, 30px)',
  '@media': { [below('wide')]: { display: 'none' } },
});

export const action = style({
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  marginTop: '2px',
  padding: '4px 16px',
  borderRadius: '999px',
  background: actionBackground,
  color: actionInk,
  fontSize: '14px',
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: '0 1px 3px rgba(15, 17, 17, 0.3)',
  selectors: {
    '&:hover': { color: actionInk, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [wide]: { fontSize: 'clamp(14px, 1.4vw, 21px)', padding: '0.5em 1.2em' } },
});
