import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { requiredId } from '../kernel/common';
import { shareRole } from './answers';
import { sharingRefusals } from './refusals';

/**
 * Sharing (docs/architecture.md, "Sharing"): one model for every area. A share gives one person
 * a role on one thing of a kind; what is inside the thing follows it.
 */

export * from './limits';
export { shareRoles, type Share, type SharedBy, type ShareRole } from './answers';

/** Every kind of thing that can be shared; an area that shares adds its kind here. */
export const shareKinds = [
  'timeGroup',
  'counterGroup',
  'notesCollection',
  'storageGroup',
  'shoppingList',
  'drinkCollection',
  'recipeCollection',
] as const;
export type ShareKind = (typeof shareKinds)[number];

const kind = z.enum(shareKinds, refusalMessage(sharingRefusals.invalidKind));
const role = z.enum(shareRole.options, refusalMessage(sharingRefusals.invalidRole));
const shareId = requiredId(sharingRefusals.shareIdRequired);

/** GET /share?kind&id: who the thing is shared with. */
export const shareQuery = z.object({ kind, id: requiredId(sharingRefusals.idRequired) });
export type ShareQuery = z.input<typeof shareQuery>;

export const shareCreateBody = z.object({
  kind,
  id: requiredId(sharingRefusals.idRequired),
  username: z
    .string(refusalMessage(sharingRefusals.usernameRequired))
    .trim()
    .min(1, refusalMessage(sharingRefusals.usernameRequired))
    .max(100, refusalMessage(sharingRefusals.unknownPerson)),
  role,
});
export type ShareCreateBody = z.input<typeof shareCreateBody>;

export const shareUpdateBody = z.object({ shareId, role });
export type ShareUpdateBody = z.input<typeof shareUpdateBody>;

export const shareDeleteQuery = z.object({ shareId });
export type ShareDeleteQuery = z.input<typeof shareDeleteQuery>;
