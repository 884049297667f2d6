import { authRefusals } from '@ordna/contract/auth/refusals';
import {
  CUSTOM_LINKS_MAX,
  LINK_LABEL_MAX,
  isWebAddress,
  type CustomLinkEntry,
  type LinkOrderEntry,
} from '@ordna/contract/auth/link-order';
import type { Refusal } from '@ordna/contract/kernel/refusals';

/** Why a custom link cannot be added, by field; the page shows each refusal in the person's language. */
export interface CustomLinkProblems {
  label?: Refusal;
  url?: Refusal;
  form?: Refusal;
}

/** The same checks the server makes (auth.ts), before anything is sent. */
export function checkCustomLink(
  label: string,
  url: string,
  current: readonly LinkOrderEntry[],
): CustomLinkProblems | null {
  const problems: CustomLinkProblems = {};
  const name = label.trim();
  if (!name) problems.label = authRefusals.linkLabelRequired;
  else if (name.length > LINK_LABEL_MAX) problems.label = authRefusals.linkLabelTooLong;
  if (!isWebAddress(url.trim())) problems.url = authRefusals.linkUrlNotWeb;
  if (current.filter((entry) => entry.kind === 'custom').length >= CUSTOM_LINKS_MAX) {
    problems.form = authRefusals.tooManyLinks;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** A new custom link with a random id (12 characters of [a-z0-9]). */
export function newCustomLink(label: string, url: string): CustomLinkEntry {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id = Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
  return { kind: 'custom', id, label: label.trim(), url: url.trim(), hidden: false };
}
