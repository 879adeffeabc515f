import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';

export const suggestions = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 20,
  margin: '2px 0 0',
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
});

export const suggestionsClosed = style({ display: 'none' });

export const suggestion = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const suggestionActive = style([suggestion, { background: vars.color.surfaceMuted }]);
