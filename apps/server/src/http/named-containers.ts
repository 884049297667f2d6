import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { LiveEvent, LiveKind } from '@ordna/contract/kernel/live';
import type { Db } from '../db/database';
import type { ContainerStore, NamedContainerStore, NewContainerRow } from '../db/named-container-store';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, notFound } from './errors';
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
  audienceOf(db: Db, kind: LiveKind, container: ReachedContainer): Promise<string[]>;
  /** Drops its shares as it goes (in the deleting transaction). */
  forget(tx: Db, kind: LiveKind, id: string): Promise<void>;
  /** Publishes `event` to its audience, after the write committed. */
  tell(db: Db, live: LivePublisher, kind: LiveKind, container: ReachedContainer, event: LiveEvent): void;
}

/** The audience of a container no one else sees (the vault's groups): its owner's devices only. */
export const ownerOnly: ContainerAudience = {
  audienceOf: async (_db, _kind, container) => [container.ownerId],
  forget: async () => {},
  tell: (_db, live, _kind, container, event) => live.publish(event, [container.ownerId]),
};

/** A container's id and its owner's (the area has checked the caller may reach it). */
export interface ReachedContainer {
  id: string;
  ownerId: string;
}

/**
 * A container's name rule: a named one's store finds and renames by name, unique per owner
 * (`duplicate` answers 409); a nameless one (the vault's groups, their names sealed in the
 * browser) has neither, and changes only by its area's own write.
 */
type Naming<Row extends { id: string; userId: string }> =
  { store: NamedContainerStore; duplicate: Refusal } | { store: ContainerStore<Row>; duplicate?: undefined };

/**
 * The container factory (docs/architecture.md, "The kernel"): an owned, shareable, named container
 * made, renamed and deleted the same way in every area, with its name unique per owner, its count
 * capped, its shares forgotten with it and its audience told after each write. The area reaches
 * the container (who may do what) and answers; the factory does the rest.
 */
export function namedContainer<Row extends { id: string; userId: string } = NewContainerRow>(
  spec: Naming<Row> & {
    kind: LiveKind;
    /**
     * How many one person may have, and the refusal past it (none: no cap): 409, checked before
     * the write; `inWrite`: counted in the inserting transaction and answered 400 (the vault's).
     */
    cap?: { max: number; tooMany: Refusal; inWrite?: boolean };
    /** The refusal (404) when a deleted container was not there; none: the area reached it first. */
    gone?: Refusal;
    audience: ContainerAudience;
    db: Db;
    live: LivePublisher;
  },
) {
  const { kind, cap, gone, audience, db, live } = spec;
  const named = spec.duplicate === undefined ? null : spec;
  // The name's unique index answers 409 `duplicate`; a nameless container has none to meet.
  const underName = <T>(write: () => Promise<T>): Promise<T> =>
    named ? withUniqueName(named.duplicate, write) : write();
  const refuseOverCap = async (on: Db, userId: string): Promise<void> => {
    if (!cap || (await spec.store.count(on, userId)) < cap.max) return;
    throw cap.inWrite ? badRequest(cap.tooMany) : conflict(cap.tooMany);
  };
  return {
    /**
     * Makes the owner's container: refuses a taken name, then one past the cap, then whatever
     * `check` refuses; inserts it (and `alsoWrite`s in one transaction) under the name's unique
     * index and tells the owner. Answers its id.
     */
    async create(
      row: Row,
      extra: {
        check?: () => Promise<void>;
        insert?: (tx: Db) => Promise<void>;
        alsoWrite?: (tx: Db) => Promise<void>;
      } = {},
    ): Promise<string> {
      if (named && (await named.store.findByName(db, row.userId, (row as unknown as NewContainerRow).name)))
        throw conflict(named.duplicate);
      if (!cap?.inWrite) await refuseOverCap(db, row.userId);
      await extra.check?.();
      // A named store inserts a NewContainerRow, which Row is for a named container.
      const insert = extra.insert ?? ((tx: Db) => (spec.store as ContainerStore<Row>).insert(tx, row));
      const { alsoWrite } = extra;
      await underName(() =>
        alsoWrite || cap?.inWrite
          ? inTransaction(db, async (tx) => {
              if (cap?.inWrite) await refuseOverCap(tx, row.userId);
              await insert(tx);
              await alsoWrite?.(tx);
            })
          : insert(db),
      );
      live.publish({ kind, id: row.id, action: 'created' }, [row.userId]);
      return row.id;
    },

    /**
     * Changes a container: refuses a `name` another of the owner's containers has, runs `write`
     * (by default the rename) under the name's unique index and tells its audience. Answers what
     * `write` answers.
     */
    async change<T = void>(
      container: ReachedContainer,
      name: string | undefined,
      write?: () => Promise<T>,
    ): Promise<T> {
      if (named && name !== undefined)
        refuseTakenName(await named.store.findByName(db, container.ownerId, name), container.id, named.duplicate);
      const rename = async () => {
        if (!named || name === undefined) throw new Error(`a nameless ${kind} changes by its own write`);
        await named.store.rename(db, container.ownerId, container.id, name);
      };
      // Without a write of its own the change is the rename, which answers nothing (T is void).
      const saved = await underName((write ?? rename) as () => Promise<T>);
      audience.tell(db, live, kind, container, { kind, id: container.id, action: 'changed' });
      return saved;
    },

    /**
     * Deletes an owner's container: `contents` deletes what it holds, in one transaction with the
     * container's row and its shares; everyone who saw it is told (read before its shares go).
     * With `gone`, a container that was not there answers 404 and nothing is deleted.
     */
    async remove(container: ReachedContainer, contents: (tx: Db) => Promise<void>): Promise<void> {
      const told = await audience.audienceOf(db, kind, container);
      await inTransaction(db, async (tx) => {
        await contents(tx);
        const removed = await spec.store.remove(tx, container.ownerId, container.id);
        if (!removed && gone) throw notFound(gone);
        await audience.forget(tx, kind, container.id);
      });
      live.publish({ kind, id: container.id, action: 'deleted' }, told);
    },
  };
}
