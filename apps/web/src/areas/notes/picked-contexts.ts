import type { NoteContext } from '@ordna/contract/notes';

/** A context chosen on a note: one the person has (`id`), or a new name made into one on save. */
export type PickedContext = { id: string } | { name: string };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The note form's contexts as names (what the person sees and types) and as ids (what the note
 * keeps): a typed name that matches a context picks it, any other becomes a new context.
 */
export function pickedContexts(contexts: readonly NoteContext[]) {
  const byId = new Map(contexts.map((context) => [context._id, context.name]));
  const labelOf = (entry: PickedContext) => ('id' in entry ? (byId.get(entry.id) ?? entry.id) : entry.name);
  return {
    names: contexts.map((context) => context.name),
    labelsOf: (picked: readonly PickedContext[]) => picked.map(labelOf),
    /** The labels the field now shows, as picked contexts; those shown before keep what they were. */
    pick: (labels: readonly string[], before: readonly PickedContext[]): PickedContext[] => {
      const out: PickedContext[] = [];
      for (const label of labels) {
        const name = label.trim();
        if (!name) continue;
        const kept = before.find((entry) => labelOf(entry) === label);
        const known = contexts.find((context) => sameName(context.name, name));
        const entry: PickedContext = kept ?? (known ? { id: known._id } : { name });
        const already = out.some((other) =>
          'id' in other && 'id' in entry
            ? other.id === entry.id
            : 'name' in other && 'name' in entry && sameName(other.name, entry.name),
        );
        if (!already) out.push(entry);
      }
      return out;
    },
    /** The ids to save, creating the new names first (one after another, so a failure stops there). */
    idsOf: async (picked: readonly PickedContext[], create: (name: string) => Promise<NoteContext>) => {
      const ids: string[] = [];
      for (const entry of picked) {
        if ('id' in entry) ids.push(entry.id);
        else {
          const known = contexts.find((context) => sameName(context.name, entry.name));
          ids.push(known ? known._id : (await create(entry.name))._id);
        }
      }
      return [...new Set(ids)];
    },
  };
}
