import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18next, { i18nReady } from '../i18n/i18n';

// findBy*/waitFor wait up to 30 s, not 1 s (a test's own ceiling, 60 s, is in vite.config.ts): a
// shared CI machine or a busy laptop can be slow to render Mantine and to load an area's lazy parts
// (three Layout tests waiting on the side bar's collections missed 10 s at a load of 24 on 2 cores),
// and a slow machine is not a failing product. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 30_000 });

// The app loads a language when it is first used; tests switch freely, so every language is here up front.
await i18nReady;
await i18next.loadLanguages(['en', 'se']);

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Mantine reads these browser APIs that jsdom does not have.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Pick-lists scroll their highlighted option into view; jsdom has no layout to scroll.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Mantine's autosizing Textarea listens for fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Pages draw Mantine's pick-lists, number fields, date pickers and tag fields (and time's stamp-in
// suggestions, tag picker and rule sub group field) from chunks fetched after their
// first paint (shared/lazy/inputs.tsx, DatePickerInput.tsx), a native stand-in until then. Page tests
// work the real fields, so they are fetched once here; shared/lazy/stand-ins.test.tsx tests the stand-ins.
await Promise.all([
  import('../shared/lazy/inputs').then((module) => module.preloadInputs()),
  import('../shared/lazy/DatePickerInput').then((module) => module.preloadDatePicker()),
  import('../areas/time/components/StampNameField').then((module) => module.preloadStampNameField()),
  import('../shared/lazy/TagsInput').then((module) => module.preloadTagsInput()),
  import('../areas/time/admin/TagPicker').then((module) => module.preloadTagPicker()),
  import('../areas/time/integrations/SubGroupNameField').then((module) => module.preloadSubGroupNameField()),
]);
