import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(merged);

/** A variable's colour, following `var(--mantine-color-<name>-<shade>)` into the theme's palette. */
function colourOf(scheme: 'light' | 'dark', name: `--${string}`): string {
  const value = variables[scheme][name] ?? '';
  const reference = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (!reference) return value;
  return merged.colors[reference[1]!]![Number(reference[2])]!;
}

describe('the theme keeps text readable (WCAG AA, 4.5:1)', () => {
  it('secondary text on the page, on cards and on the side bar', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const dimmed = colourOf(scheme, '--mantine-color-dimmed');
      const cards = scheme === 'light' ? '#ffffff' : merged.colors.dark[7];
      for (const behind of [colourOf(scheme, '--ordna-surface'), colourOf(scheme, '--ordna-nav-bg'), cards]) {
        expect(contrast(dimmed, behind), `${scheme}: ${dimmed} on ${behind}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('errors on the page, and white on red buttons', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const error = colourOf(scheme, '--mantine-color-error');
      expect(contrast(error, colourOf(scheme, '--ordna-surface')), `${scheme} error`).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', colourOf(scheme, '--mantine-color-red-filled'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('text on the light tints of badges and notices', () => {
    for (const hue of ['teal', 'green', 'orange', 'yellow']) {
      const tint = merged.colors[hue]![1]!;
      const text = colourOf('light', `--mantine-color-${hue}-light-color`);
      expect(contrast(text, tint), `${hue}: ${text} on ${tint}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
