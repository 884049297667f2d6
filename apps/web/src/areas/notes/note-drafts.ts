/**
 * A note's editor keeps what is typed in localStorage until a save succeeds, so a reload, a
 * crash or a failed save never loses it: one draft per note, and one per collection for a new
 * note. Storage that is full or blocked only means no draft.
 */

export interface NoteDraft {
  name: string;
  body: string;
  effectiveDate: string;
}

const PREFIX = 'ordna.noteDraft.';

export type DraftKey = { noteId: string } | { newIn: string };

function keyOf(key: DraftKey): string {
  return 'noteId' in key ? `${PREFIX}${key.noteId}` : `${PREFIX}new.${key.newIn}`;
}

export function readDraft(key: DraftKey): NoteDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(key));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<NoteDraft>;
    if (typeof draft.name !== 'string' || typeof draft.body !== 'string' || typeof draft.effectiveDate !== 'string') {
      return null;
    }
    return { name: draft.name, body: draft.body, effectiveDate: draft.effectiveDate };
  } catch {
    return null;
  }
}

export function writeDraft(key: DraftKey, draft: NoteDraft): void {
  try {
    localStorage.setItem(keyOf(key), JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the typing stays on screen, only the draft is lost.
  }
}

export function forgetDraft(key: DraftKey): void {
  try {
    localStorage.removeItem(keyOf(key));
  } catch {
    // Nothing to forget.
  }
}
