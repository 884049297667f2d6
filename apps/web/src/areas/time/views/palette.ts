import classes from './views.module.css';

export const PALETTE_SIZE = 12;

/** The class that defines the palette's CSS variables, to put on a chart's or timeline's root. */
export const paletteClass = classes.palette;

/** The colour of the n-th series or row, readable in both themes (see views.module.css). */
export function seriesColor(index: number): string {
  return `var(--tv-c${index % PALETTE_SIZE})`;
}

/** Mantine's colour names in palette order, for its scheme-aware light/filled variables. */
export const PALETTE_NAMES = [
  'ordna',
  'blue',
  'orange',
  'grape',
  'cyan',
  'pink',
  'lime',
  'indigo',
  'yellow',
  'red',
  'violet',
  'gray',
] as const;

/**
 * Colour slots by name, so a group keeps its colour from day to day and from the timeline to the
 * graph: the i-th of `entries` in alphabetical order gets slot i; keys it does not know come after.
 */
export function colorSlots(entries: { key: string; name: string }[], locale: string): (key: string) => number {
  const order = [...entries].sort((a, b) => a.name.localeCompare(b.name, locale) || a.key.localeCompare(b.key));
  const slots = new Map(order.map((entry, index) => [entry.key, index]));
  return (key) => {
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = slots.size;
      slots.set(key, slot);
    }
    return slot;
  };
}
