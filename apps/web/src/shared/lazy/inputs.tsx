import type { MultiSelectProps, NumberInputProps, SelectProps } from '@mantine/core';
import { lazyPart } from './lazy-part';
import { MultiSelectStandIn, NumberInputStandIn, SelectStandIn } from './stand-ins';

const mantineInputs = () => import('./mantine-inputs');

const select = lazyPart<SelectProps>(() => mantineInputs().then((module) => module.Select), SelectStandIn);
const multiSelect = lazyPart<MultiSelectProps>(
  () => mantineInputs().then((module) => module.MultiSelect),
  MultiSelectStandIn,
);
const numberInput = lazyPart<NumberInputProps>(
  () => mantineInputs().then((module) => module.NumberInput),
  NumberInputStandIn,
);

/** Fetches Mantine's pick-lists and number field (one chunk): at once when a page that draws one loads. */
export const preloadInputs = () => Promise.all([select.preload(), multiSelect.preload(), numberInput.preload()]);
void preloadInputs();

/*
 * Mantine's Select, MultiSelect and NumberInput with their floating-ui and pick-list code (~40 kB
 * gzip) fetched beside the page's own data rather than in its first load (docs/architecture.md,
 * "Bundle budget"): until they have come, a native field of the same size (stand-ins.tsx) takes
 * their place, with the same label and value.
 */
export const Select = select.Component;
export const MultiSelect = multiSelect.Component;
export const NumberInput = numberInput.Component;
