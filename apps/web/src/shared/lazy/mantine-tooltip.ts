// Mantine's Tooltip alone, for Tooltip.tsx to load lazily (a dynamic import of the package's index would take it whole).
export { Tooltip as MantineTooltip } from '@mantine/core';
