import { createGlobalTheme } from '@vanilla-extract/css';

// Semantic names, so components say what a colour is for rather than which colour it is.
export const vars = createGlobalTheme(':root', {
  color: {
    surface: '#ffffff',
    surfaceMuted: '#eaeded',
    surfaceRaised: '#f7fafa',
    headerBar: '#131921',
    headerSubBar: '#232f3e',
    onHeader: '#ffffff',
    onHeaderMuted: '#cccccc',
    accent: '#febd69',
    action: '#ffd814',
    actionHover: '#f7ca00',
    actionBorder: '#fcd200',
    actionAlt: '#ffa41c',
    text: '#0f1111',
    textMuted: '#565959',
    link: '#007185',
    linkHover: '#c7511f',
    price: '#0f1111',
    danger: '#b12704',
    success: '#067d62',
    star: '#de7921',
    border: '#d5d9d9',
    focus: '#007185',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', pill: '100px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    small: '12px',
    base: '14px',
    large: '18px',
    title: '24px',
  },
  layout: { maxWidth: '1500px', headerHeight: '60px' },
});
