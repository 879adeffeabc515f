import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const review = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const reviewLine = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
});

export const reviewImage = style({ width: '64px', height: '64px', objectFit: 'contain' });

export const reviewTitle = style({ overflowWrap: 'anywhere' });
