import { liveKinds } from '@ordna/contract/kernel/live';
import type { LiveQueries } from '../../shared/area';
import { dashboardKeys } from './dashboard-keys';

/** The dashboard shows a bit of everything: any change anywhere reads the open day again. */
const live: LiveQueries = Object.fromEntries(liveKinds.map((kind) => [kind, () => [dashboardKeys.all]]));

export default live;
