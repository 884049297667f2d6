import { COUNTERS_PER_GROUP_MAX } from '@ordna/contract/counters';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { newChangeId } from './change-ids';
import { counterAnswerOf } from './counter-answers';
import { tellAudience } from '../sharing/public';
import { reachCounter, reachGroup } from './counters-access';
import { personDay, todaySums } from './counter-today';
import { requireReadAccess } from '../sharing/public';
import {
  addChange,
  countCounters,
  deleteCounter,
  findCounter,
  findCounterByName,
  groupWithCounters,
  insertCounter,
  updateCounter,
} from './counters.store';
import { route } from '../../http/endpoint-route';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { toThousandths } from '@ordna/contract/kernel/thousandths';
import { refuseDuplicateName, refuseTakenName } from '../../http/named-containers';

/** Refuses a name another counter of the group already has. */
async function checkName(db: Db, userId: string, counterGroupId: string, name: string, counterId?: string) {
  const same = await findCounterByName(db, userId, counterGroupId, name);
  refuseTakenName(same, counterId, countersRefusals.duplicateCounter);
}

/** Refuses a counter more in a full group. */
async function checkSpace(db: Db, userId: string, counterGroupId: string) {
  if ((await countCounters(db, userId, counterGroupId)) >= COUNTERS_PER_GROUP_MAX) {
    throw conflict(countersRefusals.tooManyCounters);
  }
}

const refuseDuplicate = refuseDuplicateName(countersRefusals.duplicateCounter);

/** A daily goal as stored: whole thousandths, or null for none. */
function goalOf(dailyGoal: number | null): number | null {
  return toThousandths(dailyGoal);
}

/** /counter: one counter or a group's, create, change (name, step, unit, group, value), delete. */
export const counterRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, countersEndpoints.readCounters, async (request) => {
    const signedIn = signedInOf(request);
    const { userId } = signedIn;
    const { counterId, counterGroupId } = request.query;
    if (counterId) {
      const { counter, ownerId } = await reachCounter(db, userId, counterId, 'read');
      const todays = await todaySums(db, signedIn, clock(), [{ id: counter.id, userId: ownerId }]);
      return ok(counterAnswerOf(counter, todays.get(counter.id)));
    }
    // The reader's day, then the group, their access and its counters with today's sums in one statement.
    const { window } = await personDay(db, signedIn, clock());
    const rows = await groupWithCounters(db, userId, counterGroupId!, window);
    const [first] = rows;
    const group = first && { id: first.groupId, ownerId: first.ownerId, role: first.role ?? null };
    requireReadAccess(userId, group, 'read', countersRefusals.groupNotFound);
    return ok(
      rows.flatMap(({ id, counterGroupId, name, step, unit, value, dailyGoal, today }) =>
        id === null
          ? []
          : [
              counterAnswerOf(
                {
                  id,
                  counterGroupId: counterGroupId!,
                  name: name!,
                  step: step!,
                  unit: unit!,
                  value: value!,
                  dailyGoal,
                },
                today === null ? undefined : Number(today),
              ),
            ],
      ),
    );
  });

  route(app, countersEndpoints.createCounter, async (request, reply) => {
    const { counterGroupId, name, step = 1, unit = '', dailyGoal = null } = request.body;
    // A counter is its group's owner's, whoever makes it.
    const { group, ownerId: userId } = await reachGroup(db, signedInOf(request).userId, counterGroupId, 'change');
    await checkName(db, userId, group.id, name);
    await checkSpace(db, userId, group.id);
    const id = newId();
    const row = {
      id,
      userId,
      counterGroupId: group.id,
      name,
      step: toThousandths(step),
      unit,
      dailyGoal: goalOf(dailyGoal),
    };
    await insertCounter(db, { ...row, createdAt: clock() }).catch(refuseDuplicate);
    tellAudience(db, live, 'counterGroup', group.id, { kind: 'counter', id: row.id, action: 'created' });
    return reply.status(201).send(ok(counterAnswerOf({ ...row, value: 0 })));
  });

  route(app, countersEndpoints.changeCounter, async (request) => {
    const personId = signedInOf(request).userId;
    const { counterId, name, step, unit, dailyGoal, change } = request.body;
    const { counter, ownerId: userId } = await reachCounter(db, personId, counterId, 'change');
    const counterGroupId = request.body.counterGroupId ?? counter.counterGroupId;
    const moving = counterGroupId !== counter.counterGroupId;
    if (moving) {
      // Only into another group of the same owner that the person may change.
      const target = await reachGroup(db, personId, counterGroupId, 'change').catch(() => null);
      if (!target || target.ownerId !== userId) throw notFound(countersRefusals.groupNotFound);
      await checkSpace(db, userId, counterGroupId);
    }
    if (name !== undefined || moving) await checkName(db, userId, counterGroupId, name ?? counter.name, counter.id);
    const fields = {
      ...(name !== undefined && { name }),
      ...(step !== undefined && { step: toThousandths(step) }),
      ...(unit !== undefined && { unit }),
      ...(dailyGoal !== undefined && { dailyGoal: goalOf(dailyGoal) }),
      ...(moving && { counterGroupId }),
    };
    const updated = await inTransaction(db, async (tx) => {
      await updateCounter(tx, userId, counter.id, fields);
      if (change !== undefined) {
        const amount = toThousandths(change);
        const time = clock();
        await addChange(tx, { id: newChangeId(time), userId, counterId: counter.id, personId, amount, time });
      }
      // The answer is read here, in the change's transaction: once it commits, nothing is
      // left that could fail and invite a retry that counts twice.
      const row = await findCounter(tx, userId, counter.id);
      if (!row) return null;
      const todays = await todaySums(tx, { userId: personId }, clock(), [{ id: counter.id, userId }]);
      return counterAnswerOf(row, todays.get(counter.id));
    }).catch(refuseDuplicate);
    // Deleted between the check and the change: nothing was written.
    if (!updated) throw notFound(countersRefusals.counterNotFound);
    const changed = { kind: 'counter', id: counter.id, action: 'changed' } as const;
    tellAudience(db, live, 'counterGroup', counterGroupId, changed);
    if (moving) tellAudience(db, live, 'counterGroup', counter.counterGroupId, changed);
    return ok(updated);
  });

  route(app, countersEndpoints.deleteCounter, async (request) => {
    const { counter, ownerId: userId } = await reachCounter(
      db,
      signedInOf(request).userId,
      request.query.counterId,
      'change',
    );
    await inTransaction(db, (tx) => deleteCounter(tx, userId, counter.id));
    tellAudience(db, live, 'counterGroup', counter.counterGroupId, {
      kind: 'counter',
      id: counter.id,
      action: 'deleted',
    });
    return ok(null);
  });
};
