import { COUNTER_CHANGES_PAGE } from '@ordna/contract/counters';
import { periodPage } from '@ordna/contract/counters/periods';
import { localDate, rangeWindow } from '@ordna/contract/kernel/periods';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { reachCounter } from './counters-access';
import { countChanges, firstChangeTime, listChanges, sumNewest, sumsPerWindow } from './counter-changes.store';
import { personDay } from './counter-today';
import { route } from '../../http/endpoint-route';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';

/**
 * A counter's history: its changes one by one, and its totals per day, week or month, both newest
 * first and paged. Whoever may see the counter may read them; days are the reader's.
 */
import { fromThousandths } from '@ordna/contract/kernel/thousandths';
export const counterHistoryRoutes: AreaRoutes = async (app, { db, clock }) => {
  route(app, countersEndpoints.readChanges, async (request) => {
    const personId = signedInOf(request).userId;
    const { counterId, pageNumber } = request.query;
    const { counter, ownerId } = await reachCounter(db, personId, counterId, 'read');
    const offset = (pageNumber - 1) * COUNTER_CHANGES_PAGE;
    const [count, rows, newer] = await Promise.all([
      countChanges(db, ownerId, counter.id),
      listChanges(db, ownerId, counter.id, offset, COUNTER_CHANGES_PAGE),
      sumNewest(db, ownerId, counter.id, offset),
    ]);
    // Walking back from the value now: each change's value after it is what the newer ones left.
    let after = counter.value - newer;
    const changes = rows.map((row) => {
      const change = {
        _id: row.id,
        amount: fromThousandths(row.amount),
        time: new Date(row.time).toISOString(),
        kind: row.kind,
        valueAfter: fromThousandths(after),
        mine: row.personId === personId,
      };
      after -= row.amount;
      return change;
    });
    return ok({ changes, pageNumber, totalPages: Math.max(1, Math.ceil(count / COUNTER_CHANGES_PAGE)) });
  });

  route(app, countersEndpoints.readPeriods, async (request) => {
    const signedIn = signedInOf(request);
    const personId = signedIn.userId;
    const { counterId, period, pageNumber } = request.query;
    const { counter, ownerId } = await reachCounter(db, personId, counterId, 'read');
    const { date: today, timeZone } = await personDay(db, signedIn, clock());
    const first = await firstChangeTime(db, ownerId, counter.id);
    const firstDate = first === undefined ? today : localDate(first, timeZone);
    const page = periodPage(period, today, firstDate, pageNumber);
    if (page.periods.length === 0) return ok({ periods: [], pageNumber, totalPages: page.totalPages });
    const windows = page.periods.map(({ from, to }) => rangeWindow(from, to, timeZone));
    const sums = await sumsPerWindow(db, ownerId, counter.id, windows, windows[0]!.end);
    // The periods are consecutive, newest first: each one's end value is the next newer one's start.
    let value = counter.value - sums.after;
    const periods = page.periods.map(({ from, to }, i) => {
      const total = sums.totals[i]!;
      const row = { from, to, total: fromThousandths(total), value: fromThousandths(value) };
      value -= total;
      return row;
    });
    return ok({ periods, pageNumber, totalPages: page.totalPages });
  });
};
