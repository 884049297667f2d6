import type { LiveQueries } from '../../shared/area';
import { passwordsKeys } from './passwords-keys';

/** The passwords area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// Every page reads the one decrypted vault, so any change reads it again.
const live: LiveQueries = { passwordGroup: () => [passwordsKeys.vault()], password: () => [passwordsKeys.vault()] };

export default live;
