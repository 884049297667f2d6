import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { LiveEvent, LiveKind } from '@ordna/contract/kernel/live';
import type { Db } from '../db/database';
import type { NamedContainerStore, NewContainerRow } from '../db/named-container-store';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from './errors';
import type { LivePublisher } from './live/live-bus';

/**
 * The checks every area's named containers share (counter, storage and time groups, shopping lists,
 * drink, recipe and notes collections, contexts, tags…): a name is unique per owner, a count has a
 * cap, and a write that meets the name's unique index answers 409 with the area's refusal rather
 * than 500. The check before the write gives the answer in the common case; the unique index is
 * what holds when two calls pass the check at once (docs/architecture.md, "Concurrent writes").
 */

/** The handler for a write's failure: a unique violation answers 409 `duplicate`, anything else goes on. */
export function refuseDuplicateName(duplicate: Refusal): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error)) throw conflict(duplicate);
    throw error;
  };
}

/** Runs a write under a name's unique index; a violation answers 409 `duplicate`. */
export function withUniqueName<T>(duplicate: Refusal, write: () => Promise<T>): Promise<T> {
  return write().catch(refuseDuplicateName(duplicate));
}

/** Refuses a new name already taken by one of the owner's containers, or one past the owner's cap. */
export async function checkNewContainer(checks: {
  /** The owner's container of that name, if any. */
  taken: Promise<unknown>;
  /** How many containers the owner has. */
  count: () => Promise<number>;
  max: number;
  duplicate: Refusal;
  tooMany: Refusal;
}): Promise<void> {
  if (await checks.taken) throw conflict(checks.duplicate);
  if ((await checks.count()) >= checks.max) throw conflict(checks.tooMany);
}

/** Refuses a rename to the name of another of the owner's containers (its own name is fine). */
export function refuseTakenName(
  same: { id: string } | null | undefined,
  id: string | undefined,
  duplicate: Refusal,
): void {
  if (same && same.id !== id) throw conflict(duplicate);
}

/** Who hears of a container's changes: sharing's audience for a shareable one (its `containerAudience`). */
export interface ContainerAudience {
  /** Its owner and everyone it is shared with. */
  audienceOf(db: Db, kind: LiveKind, id: string): Promise<string[]>;
  /** Drops its shares as it goes (in the deleting transaction). */
  forget(tx: Db, kind: LiveKind, id: string): Promise<void>;
  /** Publishes `event` to its audience, after the write committed. */
  tell(db: Db, live: LivePublisher, kind: LiveKind, id: string, event: LiveEvent): void;
}

/** A container's id and its owner's (the area has checked the caller may reach it). */
export interface ReachedContainer {
  id: string;
  ownerId: string;
}

/**
 * The container factory (docs/architecture.md, "The kernel"): an owned, shareable, named container
 * made, renamed and deleted the same way in every area, with its name unique per owner, its count
 * capped, its shares forgotten with it and its audience told after each write. The area reaches
 * the container (who may do what) and answers; the factory does the rest.
 */
export function namedContainer(spec: {
  kind: LiveKind;
  store: NamedContainerStore;
  duplicate: Refusal;
  /** How many one person may have, and the refusal past it (none: no cap). */
  cap?: { max: number; tooMany: Refusal };
  audience: ContainerAudience;
  db: Db;
  live: LivePublisher;
}) {
  const { kind, store, duplicate, cap, audience, db, live } = spec;
  return {
    /**
     * Makes the owner's container named `name`: refuses a taken name, then one past the cap, then
     * whatever `check` refuses; inserts it (and `alsoWrite`s in one transaction) under the name's
     * unique index and tells the owner. Answers its id.
     */
    async create(
      row: NewContainerRow,
      extra: {
        check?: () => Promise<void>;
        insert?: (tx: Db) => Promise<void>;
        alsoWrite?: (tx: Db) => Promise<void>;
      } = {},
    ): Promise<string> {
      if (await store.findByName(db, row.userId, row.name)) throw conflict(duplicate);
      if (cap && (await store.count(db, row.userId)) >= cap.max) throw conflict(cap.tooMany);
      await extra.check?.();
      const insert = extra.insert ?? ((tx: Db) => store.insert(tx, row));
      const { alsoWrite } = extra;
      await withUniqueName(duplicate, () =>
        alsoWrite
          ? inTransaction(db, async (tx) => {
              await insert(tx);
              await alsoWrite(tx);
            })
          : insert(db),
      );
      live.publish({ kind, id: row.id, action: 'created' }, [row.userId]);
      return row.id;
    },

    /**
     * Changes a container: refuses a `name` another of the owner's containers has, runs `write`
     * (by default the rename) under the name's unique index and tells its audience.
     */
    async change(container: ReachedContainer, name: string | undefined, write?: () => Promise<void>): Promise<void> {
      if (name !== undefined)
        refuseTakenName(await store.findByName(db, container.ownerId, name), container.id, duplicate);
      const save = write ?? (() => store.rename(db, container.ownerId, container.id, name!));
      await withUniqueName(duplicate, save);
      audience.tell(db, live, kind, container.id, { kind, id: container.id, action: 'changed' });
    },

    /**
     * Deletes an owner's container: `contents` deletes what it holds, in one transaction with the
     * container's row and its shares; everyone who saw it is told (read before its shares go).
     */
    async remove(container: ReachedContainer, contents: (tx: Db) => Promise<void>): Promise<void> {
      const told = await audience.audienceOf(db, kind, container.id);
      await inTransaction(db, async (tx) => {
        await contents(tx);
        await store.remove(tx, container.ownerId, container.id);
        await audience.forget(tx, kind, container.id);
      });
      live.publish({ kind, id: container.id, action: 'deleted' }, told);
    },
  };
}
