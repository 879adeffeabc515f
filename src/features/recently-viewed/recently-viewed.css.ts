import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

export const section = style({
  margin: `${vars.space.lg} ${vars.space.sm} 0`,
  padding: vars.space.lg,
  background: vars.color.surface,
  '@media': { [from('tablet')]: { margin: `${vars.space.xl} ${vars.space.lg} 0` } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: '21px', fontWeight: 700 });

export const empty = style({ margin: 0, color: vars.color.textMuted });

// one row that scrolls sideways, as large retailers show a browsing history
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '140px',
  gap: vars.space.lg,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
});

export const item = style({ minWidth: 0 });

export const link = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.link });

export const image = style({ width: '120px', height: '120px', objectFit: 'contain', alignSelf: 'center' });

export const name = style({
  display: '-webkit-box',
  overflow: 'hidden',
  fontSize: vars.font.base,
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
