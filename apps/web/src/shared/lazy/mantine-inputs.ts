// Mantine's pick-lists and number field alone, for inputs.tsx to load lazily (a dynamic import of the package's index would take it whole).
export { MultiSelect, NumberInput, Select } from '@mantine/core';
export { heldFocus } from './focus-handover';
