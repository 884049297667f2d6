import type { ShareKind, ShareRole } from '@ordna/contract/sharing';

/** One share: the owner of a thing of a kind gives one person a role on it. */
export interface ShareTable {
  id: string;
  kind: ShareKind;
  thingId: string;
  ownerId: string;
  personId: string;
  role: ShareRole;
  createdAt: number;
}

export interface SharingTables {
  share: ShareTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the table by augmentation
  interface Database extends SharingTables {}
}
