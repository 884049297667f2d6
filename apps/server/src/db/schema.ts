import type { AuthTables } from '../areas/auth/auth.tables';
import type { TimeTables } from '../areas/time/time.tables';
import type { HeartbeatTables } from '../areas/time/heartbeats/heartbeats.tables';

/** The whole database: each area declares its own tables. */
export interface Database extends AuthTables, TimeTables, HeartbeatTables {}
