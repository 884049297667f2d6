/**
 * The whole database as Kysely sees it. Empty here: each area's `<area>.tables.ts` adds its
 * tables by module augmentation, so db/ never imports an area (docs/architecture.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Database {}
