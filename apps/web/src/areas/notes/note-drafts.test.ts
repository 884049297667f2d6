import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDraft, readDraft, writeDraft } from './note-drafts';

beforeEach(() => localStorage.clear());

describe('note drafts', () => {
  it('keep one draft per note and one per collection for a new note, until forgotten', () => {
    const draft = { name: 'Half', body: 'written', effectiveDate: '2026-11-20' };
    writeDraft({ noteId: 'n1' }, draft);
    writeDraft({ newIn: 'c1' }, { ...draft, name: 'New' });
    expect(readDraft({ noteId: 'n1' })).toEqual(draft);
    expect(readDraft({ newIn: 'c1' })?.name).toBe('New');
    expect(readDraft({ noteId: 'n2' })).toBeNull();
    forgetDraft({ noteId: 'n1' });
    expect(readDraft({ noteId: 'n1' })).toBeNull();
    expect(readDraft({ newIn: 'c1' })).not.toBeNull();
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem('ordna.noteDraft.n3', '{"name": 1}');
    localStorage.setItem('ordna.noteDraft.n4', 'not json');
    expect(readDraft({ noteId: 'n3' })).toBeNull();
    expect(readDraft({ noteId: 'n4' })).toBeNull();
  });
});
