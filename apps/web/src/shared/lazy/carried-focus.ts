import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Where the caret stood in a field that had the focus when it left the page. */
interface Caret {
  start: number | null;
  end: number | null;
}

/**
 * Held by the component that draws a stand-in and later the real field in its place (lazy-part.tsx):
 * the focus passes through it from one to the other.
 */
export type FocusCarrier = RefObject<Caret | null>;

export const useFocusCarrier = (): FocusCarrier => useRef<Caret | null>(null);

/**
 * For the text field of a stand-in and of the real input that takes its place: the field that
 * leaves the page while focused leaves its caret with `carrier`, and the one drawn next takes the
 * focus and the caret from it, so a person typing as the real input arrives types on undisturbed.
 * Returns the ref to put on the field.
 */
export function useCarriedFocus(carrier: FocusCarrier): RefObject<HTMLInputElement | null> {
  const field = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const caret = carrier.current;
    const input = field.current;
    if (caret && input) {
      carrier.current = null;
      input.focus();
      input.setSelectionRange(caret.start, caret.end);
    }
    // A layout effect's clean-up runs before React takes the field out of the page: it is still focused then.
    return () => {
      if (input && input === input.ownerDocument.activeElement) {
        carrier.current = { start: input.selectionStart, end: input.selectionEnd };
      }
    };
  }, [carrier]);
  return field;
}
