import type { FastifyRequest } from 'fastify';
import { localDate } from '@ordna/contract/kernel/periods';
import type { AppDeps } from '../../http/context';
import { signedInOf } from '../../http/signed-in';
import { preferencesOf } from '../auth/public';

/** Who asks and how they see time: their zone, whether automatic stamps show, and now. */
export interface TimePerson {
  userId: string;
  timeZone: string;
  showAuto: boolean;
  now: number;
  /** Today's date in the person's zone. */
  today: string;
}

export async function timePerson(deps: AppDeps, request: FastifyRequest): Promise<TimePerson> {
  const signedIn = signedInOf(request);
  const { userId } = signedIn;
  const preferences = await preferencesOf(deps.db, signedIn);
  const now = deps.clock();
  return {
    userId,
    timeZone: preferences.timeZone,
    showAuto: preferences.showAuto,
    now,
    today: localDate(now, preferences.timeZone),
  };
}
