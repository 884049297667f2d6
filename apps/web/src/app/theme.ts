import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A calm green-teal for actions. Shade 7 (light) and 6 (dark) carry white text at 4.5:1 or more.
const ordna: MantineColorsTuple = [
  '#e8f5ef',
  '#d3ebe1',
  '#a6d6c2',
  '#76c0a2',
  '#4fae88',
  '#379f77',
  '#2a8566',
  '#24705a',
  '#1b5c4a',
  '#0f4738',
];
// A warm amber accent (the logo's clock hand) for highlights that are not actions.
const amber: MantineColorsTuple = [
  '#fff7e6',
  '#fdebc8',
  '#f9d68f',
  '#f5c05a',
  '#f2b84b',
  '#e9a52c',
  '#cf8d1c',
  '#a87016',
  '#835611',
  '#5e3d0b',
];
// Dark surfaces are blue-black rather than grey: 7 is cards and bars, 8 the page behind them.
const dark: MantineColorsTuple = [
  '#d6d9e0',
  '#b3b8c4',
  '#8d93a3',
  '#666d7e',
  '#3f4554',
  '#2d323e',
  '#232731',
  '#1a1d24',
  '#14161c',
  '#0e1014',
];

export const theme = createTheme({
  primaryColor: 'ordna',
  primaryShade: { light: 7, dark: 6 },
  colors: { ordna, amber, dark },
  autoContrast: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * The page surface sits behind cards and bars: warm paper in light, a step darker than the
 * cards in dark. The same values are in public/theme-boot.js (painted before the app loads).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Secondary text (c="dimmed", descriptions, breadcrumbs) keeps 4.5:1 (WCAG AA) on the
    // page, on cards and on the light tints behind marks; Mantine's grey 6 reaches 3.1:1.
    '--mantine-color-dimmed': '#5c636a',
    // Errors and red buttons: white on red 9 is 5.5:1, red 9 on the page 5:1 (red 6 and 7 fall short).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    // Text on the light tints (badges, alerts such as the new token's): 4.5:1 on its own tint.
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-orange-light-color': '#a63c00',
    '--mantine-color-yellow-light-color': '#8f4700',
    '--ordna-surface': '#f7f6f2',
    '--ordna-border': '#e4e1d8',
    '--ordna-nav-bg': '#ffffff',
  },
  dark: {
    // The same for dark: 4.5:1 even on the hover surface (dark 5).
    '--mantine-color-dimmed': '#9aa0ae',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    '--ordna-surface': '#14161c',
    '--ordna-border': '#2d323e',
    '--ordna-nav-bg': '#1a1d24',
    // Mantine's default light variant is nearly black on these surfaces; lift it so marks show.
    '--mantine-color-ordna-light': 'rgba(79, 174, 136, 0.16)',
    '--mantine-color-ordna-light-hover': 'rgba(79, 174, 136, 0.24)',
    '--mantine-color-ordna-light-color': '#8fd0b4',
  },
});
