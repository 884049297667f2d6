import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm green-teal for actions and a warm amber accent; dark surfaces are blue-black, not grey.
const ordna: MantineColorsTuple = [
  '#e9f6f1',
  '#d6ebe3',
  '#a9d6c5',
  '#79c0a5',
  '#52ad8a',
  '#3aa179',
  '#2f8f6a',
  '#2f6f5e',
  '#1f5e4b',
  '#0b4a39',
];
const dark: MantineColorsTuple = [
  '#c9cdd6',
  '#a7adba',
  '#7f8696',
  '#5c6374',
  '#3d4352',
  '#2c313d',
  '#22262f',
  '#1a1d24',
  '#14161c',
  '#0e1014',
];

export const theme = createTheme({
  primaryColor: 'ordna',
  primaryShade: { light: 7, dark: 4 },
  colors: { ordna, dark },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
