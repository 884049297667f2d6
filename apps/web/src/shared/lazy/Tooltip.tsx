import type { TooltipProps } from '@mantine/core';
import { lazyPart } from './lazy-part';
import { whenIdle } from './when-idle';

const tooltip = lazyPart<TooltipProps>(
  () => import('./mantine-tooltip').then((module) => module.MantineTooltip),
  (props) => props.children,
);
whenIdle(() => void tooltip.preload());

/**
 * Mantine's Tooltip with its floating-ui (~19 kB gzip) fetched after the first paint: until it has
 * come, the control is drawn bare (it keeps its own aria-label, so nothing is lost to a screen
 * reader or the keyboard); a hover then shows the tooltip as ever.
 */
export const Tooltip = tooltip.Component;

/** Fetches the Tooltip's code now (the web tests' setup: a control drawn bare is drawn anew once it comes). */
export const preloadTooltip = tooltip.preload;
