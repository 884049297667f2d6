import type { LiveQueries } from '../../shared/area';
import { countersKeys } from './counters-keys';

/** The counters area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// The page reads the one groups list, which holds the counters too; a counter's history drawer its own.
const live: LiveQueries = {
  counterGroup: () => [countersKeys.groups()],
  counter: (event) => [countersKeys.groups(), countersKeys.history(event.id)],
};

export default live;
