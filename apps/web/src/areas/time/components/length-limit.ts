import type { Refusal } from '@ordna/contract/kernel/refusals';
import { localizeRefusal } from '../../../i18n/refusals';

/**
 * Names and titles are never cut as they are typed (a cut loses text without a word): over the
 * limit the field says so, in the contract's own refusal text, translated, and the form will not
 * send it. Counted as the server stores it: trimmed, inner spaces folded.
 */
export function overLimit(value: string, max: number, refusal: Refusal): string | null {
  return value.trim().replace(/\s+/g, ' ').length > max ? localizeRefusal(refusal) : null;
}
