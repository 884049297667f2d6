import { DAY_MS } from '@ordna/contract/kernel/periods';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { randomBytes } from 'node:crypto';
import { newId } from '../../lib/ids';
import { bulkInsert } from './rollups/bulk-insert';
import { clearRollups, rebuildRollups, RollupBuilder } from './rollups/rebuild-rollups';
import type { StampRow } from './stamps/stamp-writes.store';

/**
 * Bulk data for benchmarks: time groups, sub groups and ended stamps spread evenly over the years
 * before `now` (random sub group, length and jitter from a seeded generator), inserted in chunks
 * inside transactions, with the rollups built in memory alongside (or rebuilt from every stamp when
 * the person already had some).
 */

export interface SeedOptions {
  groups: number;
  subGroupsPerGroup: number;
  stamps: number;
  years: number;
  /** Epoch ms; the last stamp ends before it. */
  now: number;
  /** Seed of the random generator (same seed, same data). */
  seed?: number;
}

export interface SeedResult {
  timeGroupIds: string[];
  subGroupIds: string[];
  stamps: number;
}

const STAMPS_PER_TRANSACTION = 100_000;
const STAMP_COLUMNS = ['id', 'userId', 'timeGroupId', 'subGroupId', 'startTime', 'endTime', 'ended', 'auto'] as const;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Ids like newId() (16 of [0-9a-zA-Z], unbiased) from one random buffer: newId() per stamp is slow in bulk. */
function idMaker(): () => string {
  let pool = randomBytes(0);
  let at = 0;
  return () => {
    let id = '';
    while (id.length < 16) {
      if (at >= pool.length) {
        pool = randomBytes(64 * 1024);
        at = 0;
      }
      const byte = pool[at++]!;
      if (byte < 248) id += ALPHABET[byte % 62];
    }
    return id;
  };
}
const MINUTE = 60_000;

/** mulberry32: small, fast, good enough for test data. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedTimeData(
  db: Db,
  userId: string,
  timeZone: string,
  options: SeedOptions,
): Promise<SeedResult> {
  const random = generator(options.seed ?? 42);
  const earlier = await db.selectFrom('timeStamps').select('id').where('userId', '=', userId).limit(1).execute();
  const createdAt = options.now;
  const groups = Array.from({ length: options.groups }, (_, g) => {
    const name = `Group ${g + 1}`;
    return { id: newId(), userId, name, nameKey: name.toLowerCase(), createdAt };
  });
  const subGroups = groups.flatMap((group, g) =>
    Array.from({ length: options.subGroupsPerGroup }, (_, s) => {
      const name = `Sub group ${g + 1}.${s + 1}`;
      return { id: newId(), userId, timeGroupId: group.id, name, nameKey: name.toLowerCase(), createdAt };
    }),
  );
  await inTransaction(db, async (tx) => {
    for (let i = 0; i < groups.length; i += 1000)
      await tx
        .insertInto('timeGroups')
        .values(groups.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < subGroups.length; i += 1000) {
      await tx
        .insertInto('subGroups')
        .values(subGroups.slice(i, i + 1000))
        .execute();
    }
  });

  const builder = new RollupBuilder(userId, timeZone);
  const span = options.years * 365 * DAY_MS;
  const spacing = options.stamps > 0 ? span / options.stamps : 0;
  const longest = Math.max(MINUTE, Math.min(spacing * 0.9, 4 * 60 * MINUTE));
  const first = options.now - span;
  const nextId = idMaker();
  let made = 0;
  while (made < options.stamps && subGroups.length > 0) {
    const upTo = Math.min(options.stamps, made + STAMPS_PER_TRANSACTION);
    const rows: StampRow[] = [];
    for (let i = made; i < upTo; i++) {
      const subGroup = subGroups[Math.floor(random() * subGroups.length)]!;
      const startTime = Math.floor(first + i * spacing + random() * spacing * 0.1);
      const endTime = startTime + Math.floor(MINUTE + random() * (longest - MINUTE));
      const stamp = { timeGroupId: subGroup.timeGroupId, subGroupId: subGroup.id, startTime, endTime, auto: 0 };
      rows.push({ id: nextId(), userId, ...stamp, ended: 1, description: '' });
      builder.add(stamp);
    }
    await inTransaction(db, (tx) => bulkInsert<StampRow>(tx, 'timeStamps', STAMP_COLUMNS, rows));
    made = upTo;
  }
  if (earlier.length > 0) {
    await rebuildRollups(db, userId, timeZone);
  } else {
    await inTransaction(db, async (tx) => {
      await clearRollups(tx, userId);
      await builder.write(tx);
    });
  }
  return { timeGroupIds: groups.map((g) => g.id), subGroupIds: subGroups.map((s) => s.id), stamps: made };
}
