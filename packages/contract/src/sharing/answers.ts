import { z } from 'zod';

/** The roles a share gives: a viewer reads, an editor reads and changes what is inside. */
export const shareRoles = ['viewer', 'editor'] as const;
export const shareRole = z.enum(shareRoles);
export type ShareRole = z.infer<typeof shareRole>;

/** One person a thing is shared with, as its owner (or that person) sees it. */
export const shareAnswer = z.object({
  _id: z.string(),
  username: z.string(),
  role: shareRole,
});
export type Share = z.infer<typeof shareAnswer>;

/**
 * On a thing in a list that someone else shared with the person: who shared it, with which
 * role, and the share's id to leave it. Absent on the person's own things.
 */
export const sharedByAnswer = z.object({
  shareId: z.string(),
  role: shareRole,
  ownerName: z.string(),
});
export type SharedBy = z.infer<typeof sharedByAnswer>;
