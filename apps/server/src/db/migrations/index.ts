import type { Migration } from 'kysely';
import * as m0001 from './0001-auth';
import * as m0002 from './0002-time';
import * as m0003 from './0003-heartbeats';
import * as m0004 from './0004-bounded-preferences';
import * as m0005 from './0005-unmatched-repeats';
import * as m0006 from './0006-counters';
import * as m0007 from './0007-time-list-indexes';
import * as m0008 from './0008-device-names';
import * as m0009 from './0009-link-order-entries';
import * as m0010 from './0010-sharing';
import * as m0011 from './0011-stamp-descriptions';
import * as m0012 from './0012-vault';
import * as m0013 from './0013-notes';
import * as m0014 from './0014-counter-goals-and-history';
import * as m0015 from './0015-storage-and-shopping';
import * as m0016 from './0016-drinks';
import * as m0017 from './0017-recipes';
import * as m0018 from './0018-idempotency-keys';
import * as m0019 from './0019-images';
import * as m0020 from './0020-foods';
import * as m0021 from './0021-notes-owners';
import * as m0022 from './0022-note-tags';
import * as m0023 from './0023-account-imports';
import * as m0027 from './0027-noted-stamps-index';
import * as m0028 from './0028-notes-scale';
import * as m0029 from './0029-time-group-totals';
import * as m0030 from './0030-notes-search-collection-key';
import * as m0031 from './0031-journal-stamps-index';

/** Every migration, in order. Add a file and a line here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-auth': m0001,
  '0002-time': m0002,
  '0003-heartbeats': m0003,
  '0004-bounded-preferences': m0004,
  '0005-unmatched-repeats': m0005,
  '0006-counters': m0006,
  '0007-time-list-indexes': m0007,
  '0008-device-names': m0008,
  '0009-link-order-entries': m0009,
  '0010-sharing': m0010,
  '0011-stamp-descriptions': m0011,
  '0012-vault': m0012,
  '0013-notes': m0013,
  '0014-counter-goals-and-history': m0014,
  '0015-storage-and-shopping': m0015,
  '0016-drinks': m0016,
  '0017-recipes': m0017,
  '0018-idempotency-keys': m0018,
  '0019-images': m0019,
  '0020-foods': m0020,
  '0021-notes-owners': m0021,
  '0022-note-tags': m0022,
  '0023-account-imports': m0023,
  '0027-noted-stamps-index': m0027,
  '0028-notes-scale': m0028,
  '0029-time-group-totals': m0029,
  '0030-notes-search-collection-key': m0030,
  '0031-journal-stamps-index': m0031,
};
