// Mantine's TagsInput alone, for TagsInput.tsx to load lazily (a dynamic import of the package's index would take it whole).
export { TagsInput } from '@mantine/core';
export { heldFocus } from './focus-handover';
