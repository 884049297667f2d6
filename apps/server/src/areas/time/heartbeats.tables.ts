// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the heartbeats area
export interface HeartbeatTables {}
