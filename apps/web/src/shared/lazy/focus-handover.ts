/** Notes the focus before a stand-in gives way; `handOver()` after. */
export type HoldFocus = () => { handOver: () => void } | null;

/**
 * The focus a stand-in holds when the part it stands in for replaces it (lazy-part.tsx): the
 * element focused, by its id, and where its caret was, counted from the end of the text (what
 * the person types goes at the end, and the real field may write the same value longer, as
 * "1,234" for "1234"). `handOver()` after the swap gives the focus and the caret to the element
 * that now carries the id, if the swap took the focused one away; a focus elsewhere is left alone.
 * Letters typed into a native select's stand-in go on as the search of a searchable field.
 * It comes with the fields' own chunks (mantine-inputs.ts, mantine-dates.ts), which it serves
 * once they have come, so no page carries it in its own load.
 */
export const heldFocus: HoldFocus = () => {
  const held = document.activeElement;
  if (!(held instanceof HTMLElement) || !held.id) return null;
  const caret = caretOf(held);
  // What a stand-in without a caret (a native select, stand-ins.tsx) noted as typed into it.
  const typed = held.dataset.typed ?? '';
  return {
    handOver: () => {
      if (held.isConnected) return;
      const next = document.getElementById(held.id);
      if (!next || next === document.activeElement) return;
      next.focus({ preventScroll: true });
      if (caret && isTextField(next)) placeCaret(next, caret);
      else if (typed && next instanceof HTMLInputElement && !next.readOnly) typeInto(next, typed);
    },
  };
};

/** Writes `text` into a field as if typed (React and Mantine hear an input event), the caret after it. */
function typeInto(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(text.length, text.length);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: Element): element is TextField {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** The selection counted from the end of the text, or null where the field has no caret (a select, a button). */
function caretOf(element: HTMLElement): { fromEnd: number; width: number } | null {
  if (!isTextField(element)) return null;
  // selectionStart is null on fields without a caret (checkbox, number, hidden).
  const { selectionStart: start, selectionEnd: end, value } = element;
  if (start === null || end === null) return null;
  return { fromEnd: value.length - end, width: end - start };
}

function placeCaret(field: TextField, { fromEnd, width }: { fromEnd: number; width: number }): void {
  const end = Math.max(0, field.value.length - fromEnd);
  try {
    field.setSelectionRange(Math.max(0, end - width), end);
  } catch {
    // A field type without a selection: the focus alone moved.
  }
}
