import { z } from 'zod';

/**
 * The vault's answers. `data` is the ciphertext the browser sent (`v1.<iv>.<ciphertext>`); the
 * server knows ids, group ids, sizes and times, nothing of what is inside.
 */
export const passwordAnswer = z.object({
  /** 12 characters. */
  _id: z.string(),
  passwordGroupId: z.string(),
  /** The whole entry (name, username, password, URLs, notes, TOTP secret, fields), sealed. */
  data: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PasswordItem = z.infer<typeof passwordAnswer>;

export const passwordGroupAnswer = z.object({
  /** 12 characters. */
  _id: z.string(),
  /** The group's name (`{name}`), sealed. */
  data: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PasswordGroup = z.infer<typeof passwordGroupAnswer>;
