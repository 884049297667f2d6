// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the time area
export interface TimeTables {}
