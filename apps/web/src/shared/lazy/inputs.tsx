import type { MultiSelectProps, NumberInputProps, SelectProps } from '@mantine/core';
import { lazyField } from './lazy-field';
import { MultiSelectStandIn, NumberInputStandIn, SelectStandIn } from './stand-ins';

const mantineInputs = () => import('./mantine-inputs');

const select = lazyField<SelectProps>(
  () => mantineInputs().then((module) => ({ field: module.Select, heldFocus: module.heldFocus })),
  SelectStandIn,
);
const multiSelect = lazyField<MultiSelectProps>(
  () => mantineInputs().then((module) => ({ field: module.MultiSelect, heldFocus: module.heldFocus })),
  MultiSelectStandIn,
);
const numberInput = lazyField<NumberInputProps>(
  () => mantineInputs().then((module) => ({ field: module.NumberInput, heldFocus: module.heldFocus })),
  NumberInputStandIn,
);

/** Fetches Mantine's pick-lists and number field (one chunk): at once when a page that draws one loads. */
export const preloadInputs = () => Promise.all([select.preload(), multiSelect.preload(), numberInput.preload()]);
void preloadInputs();

/*
 * Mantine's Select, MultiSelect and NumberInput with their floating-ui and pick-list code (~40 kB
 * gzip) fetched beside the page's own data rather than in its first load (docs/architecture.md,
 * "Bundle budget"): until they have come, a native field of the same size (stand-ins.tsx) takes
 * their place, with the same label and value, and a person typing into it keeps the focus and
 * what they typed when the real one takes over (lazy-field.tsx).
 */
export const Select = select.Component;
export const MultiSelect = multiSelect.Component;
export const NumberInput = numberInput.Component;
