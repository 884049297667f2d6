import { countersRefusals } from '@ordna/contract/counters/refusals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { newChangeId } from './change-ids';
import { tellAudience } from '../sharing/public';
import { counterAnswerOf } from './counter-answers';
import { lastChangeBy, removeChange, resetFrom } from './counter-changes.store';
import { todaySums } from './counter-today';
import { reachCounter } from './counters-access';
import { findCounter } from './counters.store';
import { route } from '../../http/endpoint-route';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** A few tries are plenty for a reset: each lost race means another change landed, and the next try sees it. */
const TRIES = 5;

/**
 * Undo and reset. Undo takes back the last change the person made to the counter (never someone
 * else's in a shared group): the change goes from the history and its amount from the value, so
 * the day it was made counts as if it never happened. Reset brings the value to zero as one
 * change of −value, so undo can take a reset back too.
 */
export const counterUndoRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  /** The counter as the person sees it now, with today's sum; 404 if it went meanwhile. */
  async function answerOf(reader: Db, personId: string, ownerId: string, counterId: string) {
    const row = await findCounter(reader, ownerId, counterId);
    if (!row) throw notFound(countersRefusals.counterNotFound);
    const todays = await todaySums(reader, { userId: personId }, clock(), [{ id: row.id, userId: ownerId }]);
    return counterAnswerOf(row, todays.get(row.id));
  }

  route(app, countersEndpoints.undo, async (request) => {
    const personId = signedInOf(request).userId;
    const { counter, ownerId } = await reachCounter(db, personId, request.body.counterId, 'change');
    // The answer is read in the transaction that takes the change back: a committed undo
    // never answers a failure that invites a retry.
    type Undone = {
      counter: Awaited<ReturnType<typeof answerOf>>;
      undone: { amount: number; kind: 'change' | 'reset' };
    };
    let result: Undone | null = null;
    // Ends: a try fails only when another undo took that change, so each try sees one fewer.
    while (!result) {
      const last = await lastChangeBy(db, ownerId, counter.id, personId);
      if (!last) break;
      result = await inTransaction(db, async (tx) => {
        if (!(await removeChange(tx, ownerId, counter.id, last))) return null;
        const undone = { amount: fromThousandths(last.amount), kind: last.kind };
        return { counter: await answerOf(tx, personId, ownerId, counter.id), undone };
      });
    }
    if (!result) return ok({ counter: await answerOf(db, personId, ownerId, counter.id), undone: null });
    tellAudience(db, live, 'counterGroup', counter.counterGroupId, {
      kind: 'counter',
      id: counter.id,
      action: 'changed',
    });
    return ok(result);
  });

  route(app, countersEndpoints.reset, async (request) => {
    const personId = signedInOf(request).userId;
    const { counter, ownerId } = await reachCounter(db, personId, request.body.counterId, 'change');
    for (let tried = 0; tried < TRIES; tried++) {
      const now = await findCounter(db, ownerId, counter.id);
      if (!now) throw notFound(countersRefusals.counterNotFound);
      // Already zero: nothing to record.
      if (now.value === 0) break;
      const time = clock();
      const change = { id: newChangeId(time), userId: ownerId, counterId: counter.id, personId, time };
      // The answer is read in the reset's own transaction (see undo).
      const answer = await inTransaction(db, async (tx) =>
        (await resetFrom(tx, change, now.value)) ? answerOf(tx, personId, ownerId, counter.id) : null,
      );
      if (answer) {
        tellAudience(db, live, 'counterGroup', counter.counterGroupId, {
          kind: 'counter',
          id: counter.id,
          action: 'changed',
        });
        return ok(answer);
      }
    }
    return ok(await answerOf(db, personId, ownerId, counter.id));
  });
};
