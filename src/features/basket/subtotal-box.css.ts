import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/theme.css';
import { from } from '../../shared/theme/breakpoints';

// on wide screens, the right-hand column of the cart page's layout (cart-page.css.ts)
export const subtotal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  transition: 'opacity 0.2s, visibility 0.2s',
  '@media': { [from('wide')]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: '120px' } },
});

export const subtotalHidden = style([subtotal, { opacity: 0, visibility: 'hidden' }]);

export const subtotalLine = style({ margin: 0, fontSize: vars.font.large });

/** ADR-039: why checkout waits */
export const held = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.small });

export const gift = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const checkbox = style({
  width: '20px',
  height: '20px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: '3px',
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.link, borderColor: vars.color.link, color: vars.color.surface },
  },
});

export const checkboxIndicator = style({ fontSize: vars.font.small, lineHeight: 1 });
